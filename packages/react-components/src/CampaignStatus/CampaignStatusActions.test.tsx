import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { DELIVERY_CAMPAIGNS, listCampaignId as id } from '../testing/campaignListFixtures.ts';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  createInMemoryCampaignApi,
} from '../testing/inMemoryCampaignApi.ts';
import { CampaignStatusActions, type CampaignStatusActionsProps } from './CampaignStatusActions.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';

const campaign = (n: number) => {
  const found = DELIVERY_CAMPAIGNS.find((candidate) => candidate.id === id(n));
  if (!found) throw new Error(`no fixture ${n}`);
  return found;
};
const SPRING_RUNNING = campaign(1);
const SUMMER_DRAFT = campaign(2);
const AUTUMN_PAUSED = campaign(3);
const SCHOOL_COMPLETED = campaign(7);

function renderActions(
  props: Partial<CampaignStatusActionsProps> & Pick<CampaignStatusActionsProps, 'campaign'>,
) {
  const api = createInMemoryCampaignApi({ campaigns: DELIVERY_CAMPAIGNS });
  const view = renderWithProvider(<CampaignStatusActions advertiserId={ADVERTISER_ID} {...props} />, {
    client: api.client(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });
  return { api, ...view };
}

const statusPath = (n: number) => `POST /v1/companies/${ADVERTISER_ID}/campaigns/${id(n)}/status`;

describe('CampaignStatusActions', { timeout: 60_000 }, () => {
  it.each([
    ['draft', SUMMER_DRAFT, ['Launch']],
    ['running', SPRING_RUNNING, ['Pause', 'End']],
    ['paused', AUTUMN_PAUSED, ['Resume', 'End']],
  ] as const)('offers what a %s campaign allows: %s', async (_status, shown, expected) => {
    renderActions({ campaign: shown });
    const group = await screen.findByRole('group', { name: `Status actions for ${shown.name}` });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expected);
  });

  it.each([
    ['a completed campaign', SCHOOL_COMPLETED, false],
    ['a read-only user', SPRING_RUNNING, true],
  ] as const)('offers nothing for %s', async (_who, shown, readOnly) => {
    renderWithProvider(
      <>
        <CampaignStatusBadge status={shown.status} />
        <CampaignStatusActions advertiserId={ADVERTISER_ID} campaign={shown} readOnly={readOnly} />
      </>,
    );
    // The badge shows once the messages are there, which the actions wait for too.
    await screen.findByText(shown.status === 'completed' ? 'Completed' : 'Running');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pauses a running campaign through the API and says so', async () => {
    const { api } = renderActions({ campaign: SPRING_RUNNING });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('“Spring launch” is paused')).toBeTruthy();
    expect(api.received).toContain(statusPath(1));
    expect(api.campaigns.get(id(1))?.status).toBe('paused');
  });

  it('launches a draft starting in the future as scheduled', async () => {
    const { api } = renderActions({ campaign: SUMMER_DRAFT });
    await userEvent.click(await screen.findByRole('button', { name: 'Launch' }));
    expect(await screen.findByText('“Summer drive” is launched')).toBeTruthy();
    expect(api.campaigns.get(id(2))?.status).toBe('scheduled');
  });

  it('asks before ending: Cancel changes nothing, confirming ends the campaign for good', async () => {
    const { api } = renderActions({ campaign: AUTUMN_PAUSED });
    await userEvent.click(await screen.findByRole('button', { name: 'End' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End “Autumn leads”?' });
    expect(dialog.textContent).toContain('It stops delivering for good; ended campaigns cannot be resumed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: /^End/ })).toBeNull());
    expect(api.received).not.toContain(statusPath(3));
    expect(api.campaigns.get(id(3))?.status).toBe('paused');

    await userEvent.click(screen.getByRole('button', { name: 'End' }));
    const again = await screen.findByRole('alertdialog', { name: 'End “Autumn leads”?' });
    await userEvent.click(within(again).getByRole('button', { name: 'End campaign' }));
    expect(await screen.findByText('“Autumn leads” has ended')).toBeTruthy();
    expect(api.campaigns.get(id(3))?.status).toBe('completed');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: /^End/ })).toBeNull());
  });

  it('leaves launching to onLaunch when given, e.g. an editor saving its form first', async () => {
    const onLaunch = vi.fn();
    const { api } = renderActions({ campaign: SUMMER_DRAFT, onLaunch });
    await userEvent.click(await screen.findByRole('button', { name: 'Launch' }));
    expect(onLaunch).toHaveBeenCalledTimes(1);
    expect(api.received).not.toContain(statusPath(2));
  });

  it('shows the server’s message when the status changed meanwhile, and keeps the buttons', async () => {
    const { api } = renderActions({ campaign: SPRING_RUNNING });
    api.campaigns.set(id(1), { ...SPRING_RUNNING, status: 'completed' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(
      await screen.findByText('The campaign is completed: only scheduled, running campaigns allow pause'),
    ).toBeTruthy();
    expect(screen.queryByText('“Spring launch” is paused')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pause' }).hasAttribute('disabled')).toBe(false),
    );
  });
});
