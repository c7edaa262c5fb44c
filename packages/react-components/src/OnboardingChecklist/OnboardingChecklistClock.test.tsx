import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { MAX_SNOOZES, ONBOARDING_REVIEW_AFTER_MS, SNOOZE_DURATION_MS } from '@earshot/validators';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { createInMemoryOnboardingApi, ONBOARDING_ADVERTISER_ID } from '../testing/inMemoryOnboardingApi.ts';
import { OnboardingChecklist } from './OnboardingChecklist.tsx';

vi.setConfig({ testTimeout: 30_000 });

const START = Date.parse('2026-11-02T09:00:00Z');
const MINUTE = 60_000;

/** Shows the checklist of one advertiser over `api`, as a page load at the fake clock's time does. */
function open(api: ReturnType<typeof createInMemoryOnboardingApi>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProvider(
    <div data-testid="host">
      <OnboardingChecklist advertiser={{ uuid: ONBOARDING_ADVERTISER_ID, onboarded: false, user_role: 2 }} />
    </div>,
    {
      client: {
        baseUrl: 'https://api.example.test/v1',
        tokenStore: createMemoryTokenStore(),
        fetch: api.fetch,
      },
      queryClient,
    },
  );
  const settled = () => waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  const hidden = async () => {
    await settled();
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  };
  return { ...view, settled, hidden };
}

const recorded = (api: ReturnType<typeof createInMemoryOnboardingApi>, name: string) =>
  api.events.filter((event) => event.name === name).length;

describe('onboarding time rules on a moving clock', () => {
  afterEach(() => vi.useRealTimers());

  it(`hides the checklist for 7 days after each snooze and offers only dismiss after ${MAX_SNOOZES}`, async () => {
    // Only the clock is fake: the checklist's requests and React's scheduling keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = START;
    vi.setSystemTime(now);
    const api = createInMemoryOnboardingApi();
    for (let snooze = 1; snooze <= MAX_SNOOZES; snooze++) {
      const shown = open(api);
      const left = MAX_SNOOZES - snooze + 1;
      expect(await screen.findByText(`${left} ${left === 1 ? 'reminder' : 'reminders'} left`)).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
      await shown.hidden();
      expect(recorded(api, 'snooze')).toBe(snooze);
      shown.unmount();

      vi.setSystemTime(now + SNOOZE_DURATION_MS - MINUTE);
      const stillSnoozed = open(api);
      await stillSnoozed.hidden();
      stillSnoozed.unmount();
      now += SNOOZE_DURATION_MS + MINUTE;
      vi.setSystemTime(now);
    }

    open(api);
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    expect(screen.queryByRole('button', { name: 'Remind me later' })).toBeNull();
    await userEvent.click(dismiss);
    await waitFor(() => expect(recorded(api, 'dismiss')).toBe(1));
  });

  it('records a view when shown, and again only once 18 hours have passed since the last', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const api = createInMemoryOnboardingApi();
    const first = open(api);
    await waitFor(() => expect(recorded(api, 'view')).toBe(1));
    await first.settled();
    first.unmount();

    vi.setSystemTime(START + ONBOARDING_REVIEW_AFTER_MS - MINUTE);
    const soon = open(api);
    await screen.findByRole('heading', { name: 'Get started with Earshot' });
    await soon.settled();
    expect(recorded(api, 'view')).toBe(1);
    soon.unmount();

    vi.setSystemTime(START + ONBOARDING_REVIEW_AFTER_MS);
    open(api);
    await waitFor(() => expect(recorded(api, 'view')).toBe(2));
  });
});
