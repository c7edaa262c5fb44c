import type { PlatformClient } from '@earshot/sdk-core';
import { TOAST_KINDS } from '@earshot/validators';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineClient, renderWithProvider } from '../../test/renderWithProvider.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { createToastQueue, ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toastQueue.ts';

function CaptureClient({ onClient }: { onClient: (client: PlatformClient) => void }) {
  onClient(usePlatform().client);
  return null;
}

describe('toasts (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notification in a labelled region and hides it after 5000 ms', async () => {
    const toasts = createToastQueue();
    renderWithProvider(<p>page</p>, { toasts });
    act(() => {
      toasts.notify({ kind: 'success', message: 'Campaign saved' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Campaign saved')).toBeTruthy();
    expect(within(region).getByRole('alertdialog', { name: 'Campaign saved' }).dataset.kind).toBe('success');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 10);
    });
    expect(screen.queryByText('Campaign saved')).toBeNull();
  });

  it('shows a notice once while the same one is still shown, as when parallel requests fail alike', async () => {
    const toasts = createToastQueue();
    renderWithProvider(<p>page</p>, { toasts });
    const blocked = {
      kind: 'error',
      title: 'Do you have an Ad Blocker turned on?',
      message: 'Turn it off.',
    } as const;
    let keys: string[] = [];
    act(() => {
      keys = [
        toasts.notify(blocked),
        toasts.notify(blocked),
        toasts.notify({ kind: 'info', message: 'Saved' }),
      ];
    });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(
      await screen.findAllByRole('alertdialog', { name: 'Do you have an Ad Blocker turned on?' }),
    ).toHaveLength(1);
    act(() => toasts.close(keys[0] ?? ''));
    act(() => {
      toasts.notify(blocked);
    });
    expect(
      await screen.findAllByRole('alertdialog', { name: 'Do you have an Ad Blocker turned on?' }),
    ).toHaveLength(1);
  });

  it('keeps an error for 30000 ms and lets the user dismiss it', async () => {
    const toasts = createToastQueue();
    renderWithProvider(<p>page</p>, { toasts });
    act(() => {
      toasts.notify({ kind: 'error', title: 'Signup issue', message: 'Account pending' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Signup issue' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 10);
    });
    expect(screen.getByRole('alertdialog', { name: 'Signup issue' })).toBeTruthy();
    expect(screen.getByText('Account pending')).toBeTruthy();
    expect(ERROR_TOAST_DURATION_MS).toBe(30000);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Account pending')).toBeNull();
  });

  it('runs the action of a toast and closes it when the user presses the action', async () => {
    const toasts = createToastQueue();
    const onAction = vi.fn();
    renderWithProvider(<p>page</p>, { toasts });
    act(() => {
      toasts.notify({
        kind: 'error',
        title: 'We encountered an issue',
        message: 'Please, contact customer support to solve the problem with your account.',
        action: { label: 'Contact support', onAction },
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Contact support' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByText('We encountered an issue')).toBeNull();
  });

  it("shows the client's notifications when the provider creates the client", async () => {
    const toasts = createToastQueue();
    const client = {
      ...offlineClient,
      fetch: async () =>
        new Response(JSON.stringify({ Message: 'Welcome back', type: 'info' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    };
    let platformClient: PlatformClient | undefined;
    renderWithProvider(<CaptureClient onClient={(captured) => (platformClient = captured)} />, {
      client,
      toasts,
    });
    await act(async () => {
      await platformClient?.GET('/companies');
    });
    expect(await screen.findByText('Welcome back')).toBeTruthy();
  });

  it.each(TOAST_KINDS)("shows a server Message of type '%s' as a toast of that kind", async (kind) => {
    const toasts = createToastQueue();
    const client = {
      ...offlineClient,
      fetch: async () =>
        new Response(JSON.stringify({ Message: `A ${kind} note`, type: kind }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    };
    let platformClient: PlatformClient | undefined;
    renderWithProvider(<CaptureClient onClient={(captured) => (platformClient = captured)} />, {
      client,
      toasts,
    });
    await act(async () => {
      await platformClient?.GET('/users/roles');
    });
    const toast = await screen.findByRole('alertdialog', { name: `A ${kind} note` });
    expect(toast.dataset.kind).toBe(kind);
  });
});
