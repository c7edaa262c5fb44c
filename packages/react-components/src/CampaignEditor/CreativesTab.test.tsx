import '@testing-library/jest-dom/vitest';
import { createMemoryStorage, type Schema } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetFixture } from '../../test/assetFixtures.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { stubWebAudio } from '../../test/webAudio.ts';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  CAMPAIGN_FIXTURES,
  campaignFixture,
  createInMemoryCampaignApi,
} from '../testing/inMemoryCampaignApi.ts';
import { CampaignEditor } from './CampaignEditor.tsx';

type Creative = Schema<'Creative'>;

// Files in data URLs: the previews stay off the network.
const ready = {
  ...(CAMPAIGN_FIXTURES.creatives[0] as Creative),
  audio_url: 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAIlYAAESsAAACABAAZGF0YQAAAAA=',
  display_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
};
const creative = (n: number, name: string, status: Creative['status']): Creative => ({
  ...ready,
  id: `00000000-0000-4000-8000-0000000003${n}0`,
  name,
  audio_filename: status === 'draft' ? null : `${name}.wav`,
  audio_url: null,
  display_url: null,
  status,
});
const waiting = creative(1, 'Holiday teaser', 'pending_upload');
const draft = creative(2, 'Untitled spot', 'draft');
const STORED = '00000000-0000-4000-8000-000000000501';

/**
 * The campaign editor on its Creatives tab, over the in-memory API with these creatives (and these
 * assets, which the in-memory campaign API does not hold).
 */
function renderCreativesTab(
  chosen: string[] = [],
  creatives = () => Response.json([ready, waiting, draft]),
  assets: Schema<'Asset'>[] = [],
) {
  const api = createInMemoryCampaignApi({
    campaigns: [campaignFixture({ id: STORED, name: 'Holiday drive', creative_ids: chosen })],
  });
  const fetch = (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === `/v1/companies/${ADVERTISER_ID}/creatives`) return Promise.resolve(creatives());
    if (path === `/v1/companies/${ADVERTISER_ID}/assets`) return Promise.resolve(Response.json(assets));
    return api.fetch(request);
  };
  renderWithProvider(
    <CampaignEditor
      advertiserId={ADVERTISER_ID}
      campaignId={STORED}
      defaultTab="creatives"
      draftStorage={createMemoryStorage()}
    />,
    {
      client: { ...api.client(), fetch },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    },
  );
}

describe('the Creatives tab', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each creative with its player and companion ad, and attaches a ready one', async () => {
    renderCreativesTab();
    const autumn = await screen.findByRole('checkbox', { name: /^Autumn sale 30s/ });
    expect(autumn).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Listen to Autumn sale 30s' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Companion ad of Autumn sale 30s' })).toHaveAttribute(
      'src',
      ready.display_url,
    );
    await userEvent.click(autumn);
    expect(autumn).toBeChecked();
  });

  it('draws a creative’s waveform from the stored peaks of the asset it plays, without decoding its audio', async () => {
    stubWebAudio();
    const ASSET = '00000000-0000-4000-8000-000000000601';
    const asset = {
      ...assetFixture({ uuid: ASSET, advertiser_id: ADVERTISER_ID, duration_seconds: 30 }),
      file_url: ready.audio_url,
      peaks: { min: [-0.5, -0.4], max: [0.5, 0.4] },
    };
    renderCreativesTab([], () => Response.json([{ ...ready, asset_uuid: ASSET }]), [asset]);
    const player = await screen.findByRole('group', { name: 'Listen to Autumn sale 30s' });
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'ready'));
    expect(player).toHaveTextContent('0:00 / 0:30');
  });

  it('shows a creative whose files are missing or still uploading as not choosable, saying why', async () => {
    renderCreativesTab();
    const holiday = await screen.findByRole('checkbox', { name: /^Holiday teaser/ });
    expect(holiday).toBeDisabled();
    expect(holiday).toHaveAccessibleDescription('Waiting for files: its audio is not uploaded yet.');
    const untitled = screen.getByRole('checkbox', { name: /^Untitled spot/ });
    expect(untitled).toBeDisabled();
    expect(untitled).toHaveAccessibleDescription('Draft: it has no audio yet.');
    // Neither has audio to play yet.
    expect(screen.queryByRole('group', { name: /^Listen to (Holiday teaser|Untitled spot)/ })).toBeNull();
  });

  it('keeps a stored choice of a creative that is not ready, with a warning, until it is removed', async () => {
    renderCreativesTab([waiting.id]);
    const holiday = await screen.findByRole('checkbox', { name: /^Holiday teaser/ });
    await waitFor(() => expect(holiday).toBeChecked());
    expect(holiday).toBeEnabled();
    expect(holiday).toHaveAccessibleDescription(
      'Waiting for files: its audio is not uploaded yet. Chosen before it was ready: the campaign does not serve it until it is. Remove it, or finish it in Creatives.',
    );
    await userEvent.click(holiday);
    expect(holiday).not.toBeChecked();
    expect(holiday).toBeDisabled();
    expect(screen.queryByText(/^Chosen before it was ready/)).toBeNull();
  });

  it('keeps a chosen creative the list no longer holds, so it can be removed', async () => {
    const gone = '00000000-0000-4000-8000-000000000399';
    renderCreativesTab([gone]);
    const missing = await screen.findByRole('checkbox', { name: `${gone} No longer available` });
    await waitFor(() => expect(missing).toBeChecked());
    await userEvent.click(missing);
    expect(screen.queryByRole('checkbox', { name: new RegExp(gone) })).toBeNull();
  });

  it('says when the creatives could not be loaded, and loads them again', async () => {
    let fail = true;
    renderCreativesTab([], () =>
      fail
        ? Response.json({ Message: 'Unavailable', type: 'error' }, { status: 503 })
        : Response.json([ready]),
    );
    expect(await screen.findByText('The creatives could not be loaded.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: /^Autumn sale 30s/ })).toBeEnabled();
  });
});
