import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineClient, renderWithProvider } from '../../test/renderWithProvider.tsx';
import { useFormatters } from '../i18n/useFormatters.ts';
import { useMessage } from '../i18n/useMessage.ts';
import { PlatformProvider } from './PlatformProvider.tsx';
import { usePlatform } from './usePlatform.ts';

function Probe() {
  const { locale } = usePlatform();
  const t = useMessage();
  const format = useFormatters();
  return (
    <p>
      {locale}|{t('navigation.campaigns')}|{format.currency(1234.5, 'EUR')}|
      {format.date(new Date(2026, 2, 4))}
    </p>
  );
}

describe('PlatformProvider', () => {
  it('tells the developer how to fix a hook used outside the provider', () => {
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow(
        'No PlatformProvider found: wrap your tree in <PlatformProvider client={…}>',
      );
    } finally {
      console.error = error;
    }
  });

  it('speaks the locale it is given, and switches at run time', () => {
    const view = renderWithProvider(<Probe />, { locale: 'de' });
    expect(screen.getByText(/Kampagnen/).textContent).toMatch(/^de\|Kampagnen\|1\.234,50\s€\|04\.03\.2026$/);
    view.rerender(
      <PlatformProvider client={offlineClient} locale="fr">
        <Probe />
      </PlatformProvider>,
    );
    expect(screen.getByText(/Campagnes/).textContent).toMatch(/^fr\|Campagnes\|1\s234,50\s€\|4 mars 2026$/);
  });

  it('applies the appearance variables to its root at run time', () => {
    const view = renderWithProvider(<Probe />, {
      appearance: { variables: { colorPrimary: 'rgb(1, 2, 3)' } },
    });
    const root = view.container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--earshot-color-primary')).toBe('rgb(1, 2, 3)');
    view.rerender(
      <PlatformProvider
        client={offlineClient}
        appearance={{ theme: 'dark', variables: { colorPrimary: 'red' } }}
      >
        <Probe />
      </PlatformProvider>,
    );
    expect(root.style.getPropertyValue('--earshot-color-primary')).toBe('red');
    expect(root.dataset.theme).toBe('dark');
  });
});
