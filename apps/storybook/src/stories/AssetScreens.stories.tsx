import { AssetEditor, AssetList } from '@earshot/react-components';
import type { ApiOutage } from '@earshot/react-components/testing';
import { DESTINATION_PROFILES, type DestinationProfileId, runPreflight } from '@earshot/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { TONE_AUDIO_URL } from '../toneAudio.ts';

const ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';

/** What the server measured of a file, by its loudness and true peak. */
const measured = (integratedLufs: number, truePeakDbtp: number, profile: DestinationProfileId = 'iab') =>
  runPreflight(
    { durationSeconds: 29.6, sampleRate: 44100, channels: 2, bitrateKbps: 320, integratedLufs, truePeakDbtp },
    profile,
  );

/** A stored waveform of 120 slices, so the players draw without decoding. */
const PEAKS = (() => {
  const max = Array.from(
    { length: 120 },
    (_, index) =>
      Math.round(Math.abs(Math.sin(index / 4)) * (0.35 + 0.5 * Math.abs(Math.sin(index / 23))) * 100) / 100,
  );
  return { max, min: max.map((value) => -value) };
})();

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
  source_asset_uuid: null as string | null,
  preflight: duration === null ? null : measured(-16.2, -1.5),
  peaks: duration === null ? null : PEAKS,
  created_at: `2026-03-0${n}T09:00:00Z`,
  updated_at: `2026-03-0${n}T09:00:00Z`,
});
const ASSETS = [
  asset(1, 'Spring sale', 'uploaded', 29.6),
  asset(2, 'Bakery read', 'generated', 14.2),
  asset(3, 'Autumn teaser', 'uploaded', null),
  { ...asset(4, 'Studio master', 'uploaded', 29.6), preflight: measured(-9.4, 0.3) },
  { ...asset(5, 'Radio read', 'uploaded', 29.6), preflight: null },
];

interface AssetStoryArgs extends ApiOutage {
  screen?: 'list' | 'editor';
  assetId?: string;
  assets?: typeof ASSETS;
  isReadOnly?: boolean;
}

/** An in-memory API of assets: list, get, rename, delete and normalize (a copy that passes). */
function assetApi(assets: typeof ASSETS) {
  const rows = [...assets];
  return async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/assets')) return Response.json(rows);
    const normalize = /\/assets\/([^/]+)\/normalize$/.exec(path);
    const original = rows.find((row) => row.uuid === normalize?.[1]);
    if (original) {
      const { profile } = (await request.json()) as { profile: DestinationProfileId };
      const copy = {
        ...original,
        uuid: `a0000000-0000-4000-8000-0000000001${rows.length}`,
        name: `${original.name} · ${DESTINATION_PROFILES[profile].label}`,
        source_asset_uuid: original.uuid,
        preflight: measured(profile === 'iab' ? -16 : -14, -1.5, profile),
      };
      rows.push(copy);
      return Response.json(copy, { status: 201 });
    }
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
/** A too-loud master: its pre-flight fails, and Normalize makes a copy that passes, linked with its own. */
export const EditAssetFailingPreflight: Story = { args: { screen: 'editor', assetId: uuid(3) } };
export const EditAssetFailingPreflightDark: Story = {
  args: { screen: 'editor', assetId: uuid(3) },
  globals: { theme: 'dark' },
};
/** The server has not measured the file yet. */
export const EditAssetBeingChecked: Story = { args: { screen: 'editor', assetId: uuid(4) } };
/** A normalized copy: its pre-flight against the profile it was made for, and a link to its original. */
export const EditNormalizedCopy: Story = {
  args: {
    screen: 'editor',
    assetId: 'a0000000-0000-4000-8000-000000000109',
    assets: [
      ...ASSETS,
      {
        ...asset(9, 'Studio master · Spotify', 'uploaded', 29.6),
        uuid: 'a0000000-0000-4000-8000-000000000109',
        source_asset_uuid: uuid(3),
        preflight: measured(-14, -1.5, 'spotify'),
      },
    ],
  },
};
export const EditAssetReadOnly: Story = { args: { screen: 'editor', assetId: uuid(0), isReadOnly: true } };
export const EditAssetWaitingForFile: Story = { args: { screen: 'editor', assetId: uuid(2) } };
export const EditorLoading: Story = { args: { screen: 'editor', assetId: uuid(0), pending: true } };
export const EditorFailed: Story = { args: { screen: 'editor', assetId: uuid(0), failing: true } };
