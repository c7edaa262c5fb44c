import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormatters } from '../i18n/useFormatters.ts';
import { useMessage } from '../i18n/useMessage.ts';
import { Link } from '../Link/Link.tsx';
import { PlatformFrame } from './PlatformFrame.tsx';

function Probe() {
  const t = useMessage();
  const format = useFormatters();
  return (
    <p>
      {t('navigation.campaigns')}|{format.currency(1234.5, 'EUR')}
    </p>
  );
}

describe('PlatformFrame', () => {
  it('gives a page without platform data the theme, messages and formats of its locale', async () => {
    const view = render(
      <PlatformFrame locale="de" appearance={{ theme: 'dark' }}>
        <Probe />
      </PlatformFrame>,
    );
    expect((await screen.findByText(/Kampagnen/)).textContent).toMatch(/^Kampagnen\|1\.234,50\s€$/);
    const root = view.container.firstElementChild as HTMLElement;
    expect(root.lang).toBe('de');
    expect(root.dataset.theme).toBe('dark');
    // No toast region: toasts belong to PlatformProvider.
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('navigates links through the embedding app', async () => {
    const onNavigate = vi.fn();
    render(
      <PlatformFrame onNavigate={onNavigate}>
        <Link href="/acme-audio.com/campaigns">Campaigns</Link>
      </PlatformFrame>,
    );
    (await screen.findByRole('link', { name: 'Campaigns' })).click();
    expect(onNavigate.mock.calls[0]?.[0]).toBe('/acme-audio.com/campaigns');
  });
});
