import { CampaignEditor } from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  campaignFixture,
  createInMemoryCampaignApi,
  CAMPAIGN_FIXTURES as FIXTURES,
} from '@earshot/react-components/testing';
import { createMemoryStorage, type Schema } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { TONE_AUDIO_URL } from '../toneAudio.ts';

type Creative = Schema<'Creative'>;

/** A 300×250 companion banner, drawn as SVG so it needs no server. */
const BANNER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"><rect width="300" height="250" fill="#1f5eff"/><text x="150" y="135" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">Spring Sale</text></svg>',
)}`;

const base = FIXTURES.creatives[0] as Creative;
const creative = (
  n: number,
  name: string,
  status: Creative['status'],
  files: Partial<Creative>,
): Creative => ({
  ...base,
  id: `00000000-0000-4000-8000-0000000003${n}0`,
  name,
  status,
  audio_filename: null,
  audio_url: null,
  display_filename: null,
  display_url: null,
  ...files,
});

const CREATIVES = [
  creative(1, 'Spring Sale — audio + banner', 'ready', {
    audio_filename: 'spring-sale.wav',
    audio_url: TONE_AUDIO_URL,
    display_filename: 'spring-sale-300x250.svg',
    display_url: BANNER,
  }),
  creative(2, 'Brand Story', 'ready', { audio_filename: 'brand-story.wav', audio_url: TONE_AUDIO_URL }),
  creative(3, 'Holiday Teaser', 'pending_upload', { audio_filename: 'holiday-teaser-15s.wav' }),
  creative(4, 'Untitled spot', 'draft', {}),
];

const CAMPAIGN_ID = '00000000-0000-4000-8000-000000000511';

interface CreativesStoryArgs {
  /** The creatives the stored campaign has chosen. */
  chosen: string[];
}

const meta = {
  title: 'Screens/CampaignEditor/Creatives tab',
  render: inMemoryScreen<CreativesStoryArgs>(
    ({ chosen }) => {
      const api = createInMemoryCampaignApi({
        campaigns: [campaignFixture({ id: CAMPAIGN_ID, name: 'Holiday drive', creative_ids: chosen })],
      });
      return (request) =>
        new URL(request.url).pathname === `/v1/companies/${ADVERTISER_ID}/creatives`
          ? Promise.resolve(Response.json(CREATIVES))
          : api.fetch(request);
    },
    () => (
      <CampaignEditor
        advertiserId={ADVERTISER_ID}
        campaignId={CAMPAIGN_ID}
        defaultTab="creatives"
        draftStorage={createMemoryStorage()}
      />
    ),
  ),
  args: { chosen: [] },
} satisfies Meta<CreativesStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready creatives with their players and banner; one waiting for its files and a draft cannot be chosen. */
export const OnlyReadyChoosable: Story = {};

/** The campaign chose the Holiday Teaser before its files were ready: it stays, with a warning. */
export const ChosenBeforeReady: Story = {
  args: { chosen: [CREATIVES[0]?.id ?? '', CREATIVES[2]?.id ?? ''] },
};
