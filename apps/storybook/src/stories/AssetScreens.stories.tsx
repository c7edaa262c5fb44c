import { AssetEditor, AssetList } from '@earshot/react-components';
import type { ApiOutage } from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { TONE_AUDIO_URL } from '../toneAudio.ts';

const ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const asset = (n: number, name: string, kind: 'uploaded' | 'generated', duration: number | null) => ({
  uuid: `a0000000-0000-4000-8000-00000000000${n}`,
  advertiser_id: ADVERTISER_ID,
  name,
  kind,
  status: duration === null ? 'pending_upload' : 'ready',
  filename: `${name.toLowerCase().replaceAll(' ', '-')}.${kind === 'generated' ? 'wav' : 'mp3'}`,
  content_type: kind === 'generated' ? 'audio/wav' : 'audio/mpeg',
  duration_seconds: duration,
  file_url: duration === null ? null : TONE_AUDIO_URL,
  script: kind === 'generated' ? 'Fresh bread every morning at Rosa’s bakery.' : null,
  voice_id: kind === 'generated' ? 'en-us-f1' : null,
  created_at: `2026-03-0${n}T09:00:00Z`,
  updated_at: `2026-03-0${n}T09:00:00Z`,
});
const ASSETS = [
  asset(1, 'Spring sale', 'uploaded', 29.6),
  asset(2, 'Bakery read', 'generated', 14.2),
  asset(3, 'Autumn teaser', 'uploaded', null),
];

interface AssetStoryArgs extends ApiOutage {
  screen?: 'list' | 'editor';
  assetId?: string;
  assets?: typeof ASSETS;
  isReadOnly?: boolean;
}

/** An in-memory API of assets: list, get, rename and delete. */
function assetApi(assets: typeof ASSETS) {
  const rows = [...assets];
  return async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/assets')) return Response.json(rows);
    const index = rows.findIndex((row) => path.endsWith(`/assets/${row.uuid}`));
    const row = rows[index];
    if (!row) return Response.json({ Message: 'Not found', type: 'error' }, { status: 404 });
    if (request.method === 'DELETE') {
      rows.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    if (request.method === 'PATCH') Object.assign(row, await request.json());
    return Response.json(row);
  };
}

const meta = {
  title: 'Screens/Assets',
  render: inMemoryScreen<AssetStoryArgs>(
    ({ assets = ASSETS }) => assetApi(assets),
    ({ screen = 'list', assetId = 'new', isReadOnly = false }) =>
      screen === 'list' ? (
        <AssetList advertiserId={ADVERTISER_ID} isReadOnly={isReadOnly} />
      ) : (
        <AssetEditor advertiserId={ADVERTISER_ID} assetId={assetId} isReadOnly={isReadOnly} />
      ),
  ),
} satisfies Meta<AssetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const uuid = (index: number) => ASSETS[index]?.uuid ?? 'new';

export const List: Story = {};
export const ListEmpty: Story = { args: { assets: [] } };
export const ListReadOnly: Story = { args: { isReadOnly: true } };
export const ListLoading: Story = { args: { pending: true } };
export const ListFailed: Story = { args: { failing: true } };
export const NewAsset: Story = { args: { screen: 'editor' } };
export const EditAsset: Story = { args: { screen: 'editor', assetId: uuid(0) } };
export const EditAssetReadOnly: Story = { args: { screen: 'editor', assetId: uuid(0), isReadOnly: true } };
export const EditAssetWaitingForFile: Story = { args: { screen: 'editor', assetId: uuid(2) } };
export const EditorLoading: Story = { args: { screen: 'editor', assetId: uuid(0), pending: true } };
export const EditorFailed: Story = { args: { screen: 'editor', assetId: uuid(0), failing: true } };
