import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { ReloadPrompt } from './ReloadPrompt.tsx';

const noop = () => {};

describe('ReloadPrompt (spec §2)', () => {
  it('says the app is ready offline, with Close and no Reload', () => {
    renderWithProvider(
      <ReloadPrompt appName="Earshot" offlineReady needRefresh={false} onUpdate={noop} onClose={noop} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Earshot is ready to work offline');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('offers Reload when a new version waits, pending while it updates', async () => {
    let finish = noop;
    const updating = new Promise<void>((resolve) => {
      finish = resolve;
    });
    renderWithProvider(
      <ReloadPrompt
        appName="Earshot"
        offlineReady={false}
        needRefresh
        onUpdate={() => updating}
        onClose={noop}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'A new version of Earshot is available, click on reload button to update.',
    );
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    expect(reload.dataset.pending).toBe('true');
    finish();
    await updating;
    await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getByRole('button', { name: 'Reload' }).dataset.pending).toBeUndefined();
  });

  it('asks its owner to clear both flags on Close', async () => {
    const closed: string[] = [];
    renderWithProvider(
      <ReloadPrompt
        appName="Earshot"
        offlineReady
        needRefresh
        onUpdate={noop}
        onClose={() => closed.push('close')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toEqual(['close']);
  });

  it('renders nothing while neither flag is set', () => {
    renderWithProvider(
      <ReloadPrompt
        appName="Earshot"
        offlineReady={false}
        needRefresh={false}
        onUpdate={noop}
        onClose={noop}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks every supported locale', () => {
    renderWithProvider(
      <ReloadPrompt appName="Earshot" offlineReady={false} needRefresh onUpdate={noop} onClose={noop} />,
      { locale: 'zh-CN' },
    );
    expect(screen.getByRole('alert').textContent).toContain('Earshot 有新版本可用');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});

function OwnedPrompt() {
  const [flags, setFlags] = useState({ offlineReady: true, needRefresh: true });
  return (
    <ReloadPrompt
      appName="Earshot"
      {...flags}
      onUpdate={noop}
      onClose={() => setFlags({ offlineReady: false, needRefresh: false })}
    />
  );
}

describe('ReloadPrompt with an owner clearing both flags', () => {
  it('goes away on Close', async () => {
    renderWithProvider(<OwnedPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
