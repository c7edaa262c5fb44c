import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { MAX_SNOOZES } from '@earshot/validators';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import {
  createInMemoryOnboardingApi,
  ONBOARDING_ADVERTISER_ID,
  type OnboardingApiSeed,
} from '../testing/inMemoryOnboardingApi.ts';
import { OnboardingChecklist, type OnboardingChecklistProps } from './OnboardingChecklist.tsx';

vi.setConfig({ testTimeout: 20_000 });

const ADVERTISER = { uuid: ONBOARDING_ADVERTISER_ID, onboarded: false, user_role: 2 };
const ONBOARDING = `/companies/${ONBOARDING_ADVERTISER_ID}/onboarding`;

function renderChecklist(
  seed: OnboardingApiSeed,
  props: Partial<OnboardingChecklistProps> = {},
  locale = 'en',
) {
  const api = createInMemoryOnboardingApi(seed);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProvider(host({ advertiser: ADVERTISER, ...props }), {
    client: {
      baseUrl: 'https://api.example.test/v1',
      tokenStore: createMemoryTokenStore(),
      fetch: api.fetch,
    },
    queryClient,
    locale,
  });
  const recorded = (name: string) => api.events.filter((event) => event.name === name).length;
  const settled = () => waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  const hidden = () => expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  return { ...view, api, queryClient, recorded, settled, hidden };
}

/** The checklist inside an element of its own, to tell when it renders nothing. */
const host = (props: OnboardingChecklistProps) => (
  <div data-testid="host">
    <OnboardingChecklist {...props} />
  </div>
);

const step = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(name) }).closest('li') as HTMLElement;

describe('OnboardingChecklist', () => {
  it('shows a fresh advertiser the three open steps, the snippet and the unverified pixel', async () => {
    const { api } = renderChecklist({});
    expect(screen.getByRole('status')).toHaveTextContent('Loading your onboarding progress…');
    expect(await screen.findByRole('heading', { name: 'Get started with Earshot' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '0 of 3 steps done' })).toBeVisible();
    for (const name of ['Add the analytics tag', 'Add a first asset', 'Create a first campaign']) {
      expect(within(step(name)).getByText('To do')).toBeVisible();
    }
    const pixel = step('Add the analytics tag');
    expect(
      within(pixel).getByText('Paste this snippet into every page of your site, before </head>.'),
    ).toBeVisible();
    expect(await within(pixel).findByRole('figure')).toHaveTextContent(
      `data-aid="${ONBOARDING_ADVERTISER_ID}"`,
    );
    expect(within(pixel).getByRole('figure')).toHaveTextContent('Tag snippet');
    expect(await within(pixel).findByRole('alert')).toHaveTextContent(
      'No event from your site has arrived yet.',
    );
    expect(within(pixel).getByRole('button', { name: 'Re-verify' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add an asset' })).toHaveAttribute(
      'href',
      `/${ONBOARDING_ADVERTISER_ID}/assets/new`,
    );
    expect(screen.getByRole('link', { name: 'Create a campaign' })).toHaveAttribute(
      'href',
      `/${ONBOARDING_ADVERTISER_ID}/campaigns/new`,
    );
    expect(api.requests).toContain(`GET /companies/${ONBOARDING_ADVERTISER_ID}/pixel`);
  });

  it('copies the snippet', async () => {
    const user = userEvent.setup();
    renderChecklist({});
    await user.click(await screen.findByRole('button', { name: 'Copy snippet' }));
    expect(await screen.findByRole('button', { name: 'Snippet copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toContain(`data-aid="${ONBOARDING_ADVERTISER_ID}"`);
  });

  it('passes verification on Re-verify once the advertiser has an event type', async () => {
    const { api } = renderChecklist({});
    const reverify = await screen.findByRole('button', { name: 'Re-verify' });
    await userEvent.click(reverify);
    expect(await screen.findByRole('button', { name: 'Re-verify' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('No event from your site has arrived yet.');
    api.addEventType('page_view');
    await userEvent.click(screen.getByRole('button', { name: 'Re-verify' }));
    expect(await screen.findByText('Verified: events from your site are arriving.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Re-verify' })).toBeNull();
  });

  it('marks the steps done by server events and calls the embedding app for the others', async () => {
    const onCreateCampaign = vi.fn();
    const { api } = renderChecklist(
      {
        events: [
          { name: 'pixel', hoursAgo: 30 },
          { name: 'creative', hoursAgo: 20 },
        ],
      },
      { onCreateCampaign, addAssetHref: '/acme/assets/new' },
    );
    expect(await screen.findByRole('progressbar', { name: '2 of 3 steps done' })).toBeVisible();
    expect(within(step('Add the analytics tag')).getByText('Done')).toBeVisible();
    expect(within(step('Add a first asset')).getByText('Done')).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add an asset' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create a campaign' }));
    expect(onCreateCampaign).toHaveBeenCalledTimes(1);
    expect(api.requests.some((request) => request.endsWith('/pixel'))).toBe(false);
  });

  it("records the 'completed' event once when every step is done, then renders nothing", async () => {
    const onCompleted = vi.fn();
    const seed: OnboardingApiSeed = {
      events: [
        { name: 'pixel', hoursAgo: 3 },
        { name: 'creative', hoursAgo: 2 },
        { name: 'campaign', hoursAgo: 1 },
      ],
    };
    const { hidden, queryClient, recorded, settled } = renderChecklist(seed, { onCompleted });
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    await queryClient.invalidateQueries();
    await settled();
    expect(recorded('completed')).toBe(1);
    expect(onCompleted).toHaveBeenCalledTimes(1);
    hidden();
  });

  it("records no 'completed' event for a member who may not edit", async () => {
    const { hidden, recorded, settled } = renderChecklist(
      {
        events: [
          { name: 'pixel', hoursAgo: 3 },
          { name: 'creative', hoursAgo: 2 },
          { name: 'campaign', hoursAgo: 1 },
        ],
      },
      { advertiser: { ...ADVERTISER, user_role: 3 } },
    );
    await settled();
    expect(recorded('completed')).toBe(0);
    hidden();
  });

  it('snoozes: hidden after a snooze, back 7 days after the last one', async () => {
    const { hidden, recorded, settled, unmount } = renderChecklist({
      events: [{ name: 'snooze', hoursAgo: 30 }],
    });
    await settled();
    hidden();
    unmount();

    const later = renderChecklist({ events: [{ name: 'snooze', hoursAgo: 7 * 24 + 1 }] });
    expect(await screen.findByText('3 reminders left')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    await later.settled();
    expect(later.recorded('snooze')).toBe(2);
    later.hidden();
    expect(recorded('snooze')).toBe(1);
  });

  it(`offers dismiss instead of snooze after ${MAX_SNOOZES} snoozes; dismissed stays hidden`, async () => {
    const old = 7 * 24 + 1;
    const snoozes = Array.from({ length: MAX_SNOOZES }, (_, i) => ({
      name: 'snooze' as const,
      hoursAgo: old + i,
    }));
    const { hidden, recorded, settled, unmount } = renderChecklist({ events: snoozes });
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    expect(screen.queryByRole('button', { name: 'Remind me later' })).toBeNull();
    await userEvent.click(dismiss);
    await settled();
    expect(recorded('dismiss')).toBe(1);
    hidden();
    unmount();

    const dismissed = renderChecklist({ events: [{ name: 'dismiss', hoursAgo: 1000 }] });
    await dismissed.settled();
    dismissed.hidden();
  });

  it('records a view when none was recorded in the last 18 hours, and only then', async () => {
    const recent = renderChecklist({ events: [{ name: 'view', hoursAgo: 17 }] });
    await screen.findByRole('heading', { name: 'Get started with Earshot' });
    await recent.settled();
    expect(recent.recorded('view')).toBe(1);
    recent.unmount();

    const stale = renderChecklist({ events: [{ name: 'view', hoursAgo: 19 }] });
    await waitFor(() => expect(stale.recorded('view')).toBe(2));
    await stale.settled();
    expect(stale.recorded('view')).toBe(2);
    expect(stale.api.requests.filter((request) => request === `POST ${ONBOARDING}`)).toHaveLength(1);
  });

  it('tells the embedder of each write it makes on its own, and makes none when told not to', async () => {
    const records: { advertiserId: string; name: string }[] = [];
    const told = renderChecklist(
      { events: [{ name: 'view', hoursAgo: 19 }] },
      { onAutomaticRecord: (record) => records.push(record) },
    );
    await waitFor(() => expect(told.recorded('view')).toBe(2));
    expect(records).toEqual([{ advertiserId: ONBOARDING_ADVERTISER_ID, name: 'view' }]);
    told.unmount();

    const quiet = renderChecklist(
      { events: [{ name: 'view', hoursAgo: 19 }] },
      { recordsAutomatically: false, onAutomaticRecord: (record) => records.push(record) },
    );
    await screen.findByRole('heading', { name: 'Get started with Earshot' });
    await quiet.settled();
    expect(quiet.api.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
    expect(records).toHaveLength(1);
  });

  it('fetches nothing for an onboarded advertiser or a reporting user, and renders nothing', async () => {
    for (const advertiser of [{ ...ADVERTISER, onboarded: true }, { ...ADVERTISER, user_role: 4 }, null]) {
      const { api, hidden, settled, unmount } = renderChecklist({}, { advertiser });
      await settled();
      hidden();
      expect(api.requests).toEqual([]);
      unmount();
    }
  });

  it('on its own page, keeps the steps after a snooze and says until when the reminders rest', async () => {
    const { hidden, recorded, settled } = renderChecklist(
      { events: [{ name: 'snooze', hoursAgo: 7 * 24 + 1 }] },
      { placement: 'page' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me later' }));
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(Date.now() + 7 * 86_400_000);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Reminders are snoozed until ${until}. The steps stay here for when you are ready.`,
    );
    await settled();
    expect(recorded('snooze')).toBe(2);
    expect(() => hidden()).toThrow();
    expect(screen.getByRole('progressbar', { name: '0 of 3 steps done' })).toBeVisible();
    expect(within(step('Add the analytics tag')).getByRole('figure')).toHaveTextContent('Tag snippet');
    expect(screen.getByRole('link', { name: 'Add an asset' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remind me later' })).toBeNull();
  });

  it('on its own page, keeps the steps of dismissed reminders, and tells a reporting member whose they are', async () => {
    const dismissed = renderChecklist(
      { events: [{ name: 'dismiss', hoursAgo: 1000 }] },
      { placement: 'page' },
    );
    expect(await screen.findByText(/^You dismissed the reminders\./)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: /Create a first campaign/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    dismissed.unmount();

    const reporting = renderChecklist({}, { placement: 'page', advertiser: { ...ADVERTISER, user_role: 4 } });
    expect(
      screen.getByText('The onboarding steps are for the members who can edit this advertiser.'),
    ).toBeVisible();
    await reporting.settled();
    expect(reporting.api.requests).toEqual([]);
  });

  it('speaks the provider locale', async () => {
    renderChecklist({}, {}, 'de');
    expect(await screen.findByRole('heading', { name: 'Erste Schritte mit Earshot' })).toBeVisible();
    expect(screen.getByText('Noch 4 Erinnerungen')).toBeVisible();
    expect(screen.getByText(/vor <\/head> ein\.$/)).toBeVisible();
  });

  it('shows a load failure with a retry', async () => {
    const { api } = renderChecklist({ failWith: 503 });
    expect(await screen.findByText('Your onboarding progress could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.requests.filter((request) => request === `GET ${ONBOARDING}`)).toHaveLength(2),
    );
  });
});
