import { CreativeEditor, CreativeList } from '@earshot/react-components';
import type { ApiOutage } from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { TONE_AUDIO_URL } from '../toneAudio.ts';

const ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const creative = (n: number, name: string, status: string, display: string | null) => ({
  id: `c0000000-0000-4000-8000-00000000000${n}`,
  advertiser_id: ADVERTISER_ID,
  name,
  asset_uuid: null,
  audio_filename: status === 'ready' ? 'spot.mp3' : null,
  audio_url: status === 'ready' ? TONE_AUDIO_URL : null,
  display_filename: display,
  display_url: null,
  click_url: 'https://rosas-bakery.example/',
  status,
  vast_key: `${n}`.repeat(32),
  created_at: `2026-03-0${n}T09:00:00Z`,
  updated_at: `2026-03-0${n}T09:00:00Z`,
});
const CREATIVES = [
  creative(1, 'Spring sale', 'ready', 'spring-300x250.png'),
  creative(2, 'Bakery', 'ready', null),
  creative(3, 'Autumn teaser', 'pending_upload', 'autumn-640x640.jpg'),
];

interface CreativeStoryProps extends ApiOutage {
  /** Which screen to show. */
  screen?: 'list' | 'editor';
  /** The creative the editor opens ('new' creates one). */
  creativeId?: string;
  creatives?: typeof CREATIVES;
  isReadOnly?: boolean;
}

/** An in-memory API of creatives (list, get, update, delete) and of the assets to pick audio from. */
function creativeApi(creatives: typeof CREATIVES) {
  const rows = [...creatives];
  return async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/assets')) return Response.json([]);
    const one = rows.find((row) => path.endsWith(`/creatives/${row.id}`));
    if (one && request.method === 'GET') return Response.json(one);
    if (one && request.method === 'PATCH') {
      // No storage here: a file named in the change gets no upload policy, so it shows the upload failure.
      Object.assign(one, await request.json());
      return Response.json({ creative: one, s3_data: null, s3_displayad: null });
    }
    if (request.method === 'DELETE') {
      rows.splice(
        rows.findIndex((row) => path.endsWith(row.id)),
        1,
      );
      return new Response(null, { status: 204 });
    }
    return Response.json(rows);
  };
}

const meta = {
  title: 'Screens/Creatives',
  render: inMemoryScreen<CreativeStoryProps>(
    ({ creatives = CREATIVES }) => creativeApi(creatives),
    ({ screen = 'list', creativeId = 'new', isReadOnly = false }) =>
      screen === 'list' ? (
        <CreativeList advertiserId={ADVERTISER_ID} isReadOnly={isReadOnly} />
      ) : (
        <CreativeEditor advertiserId={ADVERTISER_ID} creativeId={creativeId} isReadOnly={isReadOnly} />
      ),
  ),
} satisfies Meta<CreativeStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const ListEmpty: Story = { args: { creatives: [] } };
export const ListReadOnly: Story = { args: { isReadOnly: true } };
export const ListLoading: Story = { args: { pending: true } };
export const ListFailed: Story = { args: { failing: true } };
export const NewCreative: Story = { args: { screen: 'editor' } };
export const EditCreative: Story = { args: { screen: 'editor', creativeId: CREATIVES[0]?.id } };
export const EditCreativeReadOnly: Story = {
  args: { screen: 'editor', creativeId: CREATIVES[0]?.id, isReadOnly: true },
};
/** A creative still waiting for its audio: its VAST tag URL cannot be copied yet. */
export const EditCreativeWaitingForAudio: Story = {
  args: { screen: 'editor', creativeId: CREATIVES[2]?.id },
};
export const EditorLoading: Story = {
  args: { screen: 'editor', creativeId: CREATIVES[0]?.id, pending: true },
};
export const EditorFailed: Story = {
  args: { screen: 'editor', creativeId: CREATIVES[0]?.id, failing: true },
};
