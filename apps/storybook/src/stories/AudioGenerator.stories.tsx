import { AudioGenerator } from '@earshot/react-components';
import type { ApiOutage } from '@earshot/react-components/testing';
import { runPreflight } from '@earshot/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { SILENT_AUDIO_URL } from '../silentAudio.ts';
import { TONE_AUDIO_URL } from '../toneAudio.ts';

const ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const ASSET_ID = 'a0000000-0000-4000-8000-000000000002';
const SCRIPT = 'Fresh bread every morning at Rosa’s bakery, corner of Main and Fifth.';
const SCRIPT_WORDS = SCRIPT.replace(/[.,]/g, '').split(' ');
/** A bakery's script of `count` words, its words repeated. */
const words = (count: number) =>
  `${Array.from({ length: count }, (_, index) => SCRIPT_WORDS[index % SCRIPT_WORDS.length]).join(' ')}.`;
const VOICES = [
  { id: 'en-us-f1', name: 'Ava', language: 'en-US', gender: 'female', sample_url: TONE_AUDIO_URL },
  { id: 'en-gb-m1', name: 'Oliver', language: 'en-GB', gender: 'male', sample_url: null },
  { id: 'de-de-n1', name: 'Kim', language: 'de-DE', gender: 'neutral', sample_url: null },
];
const version = (n: number, voiceId: string, status = 'ready') => ({
  external_id: `v${n}`,
  asset_uuid: ASSET_ID,
  script: SCRIPT,
  voice_id: voiceId,
  status,
  audio_url: status === 'ready' ? SILENT_AUDIO_URL : null,
  duration_seconds: status === 'ready' ? 6.2 : null,
  created_at: `2026-03-0${n}T09:00:00Z`,
});
const ASSET = {
  uuid: ASSET_ID,
  advertiser_id: ADVERTISER_ID,
  name: 'Bakery read',
  kind: 'generated',
  status: 'ready',
  filename: 'bakery-read.wav',
  content_type: 'audio/wav',
  duration_seconds: 6.2,
  file_url: SILENT_AUDIO_URL,
  script: SCRIPT,
  voice_id: 'en-us-f1',
  source_asset_uuid: null,
  // The synthesizer's mono 22.05 kHz file: its loudness passes, its format warns.
  preflight: runPreflight(
    {
      durationSeconds: 6.2,
      sampleRate: 22050,
      channels: 1,
      bitrateKbps: 353,
      integratedLufs: -16.8,
      truePeakDbtp: -3.1,
    },
    'iab',
  ),
  peaks: null,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
};

interface GeneratorStoryProps extends Pick<ApiOutage, 'pending'> {
  assetId?: string;
  /** The server has not measured the asset's audio yet. */
  checking?: boolean;
  /** The asset's script, in place of the short one. */
  script?: string;
  isReadOnly?: boolean;
  /** The voices answer 503 (after the client's retries). */
  voicesFailing?: boolean;
}

/** An in-memory API of generated audio: voices, versions, suggestions and the asset. */
function generatorApi({ voicesFailing = false, checking = false, script = SCRIPT }: GeneratorStoryProps) {
  const versions = [version(1, 'en-us-f1'), version(2, 'en-gb-m1'), version(3, 'de-de-n1', 'processing')];
  return async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/audio/voices')) {
      return voicesFailing ? new Response(null, { status: 503 }) : Response.json(VOICES);
    }
    if (path.endsWith('/audio/suggestion')) return Response.json({ suggestions: [SCRIPT] });
    if (path.endsWith('/audio/version') && request.method === 'POST') {
      const body = (await request.json()) as { voice_id: string; script: string };
      const created = { ...version(versions.length + 1, body.voice_id), script: body.script };
      versions.push(created);
      return Response.json(created, { status: 201 });
    }
    if (path.endsWith('/audio/version')) return Response.json(versions);
    if (path.endsWith(`/assets/${ASSET_ID}`)) {
      return Response.json({ ...ASSET, script, ...(checking ? { preflight: null } : {}) });
    }
    return Response.json({ Message: 'Not found', type: 'error' }, { status: 404 });
  };
}

const meta = {
  title: 'Screens/Assets/AudioGenerator',
  render: inMemoryScreen<GeneratorStoryProps>(generatorApi, ({ assetId = 'new', isReadOnly = false }) => (
    <AudioGenerator advertiserId={ADVERTISER_ID} assetId={assetId} isReadOnly={isReadOnly} />
  )),
} satisfies Meta<GeneratorStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewAudio: Story = {};
/** The kept version shows the asset's pre-flight. */
export const WithVersions: Story = { args: { assetId: ASSET_ID } };
/** A script of about 60 words: it fits a 30-second spot. */
export const ScriptFits: Story = { args: { assetId: ASSET_ID, script: words(60) } };
/** A script of about 90 words: too long for 30 seconds. */
export const ScriptTooLong: Story = { args: { assetId: ASSET_ID, script: words(90) } };
export const WithVersionsBeingChecked: Story = { args: { assetId: ASSET_ID, checking: true } };
export const WithVersionsNarrowDark: Story = {
  args: { assetId: ASSET_ID },
  globals: { theme: 'dark', locale: 'fr' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '358px' }}>
        <Story />
      </div>
    ),
  ],
};
export const ReadOnly: Story = { args: { assetId: ASSET_ID, isReadOnly: true } };
export const Loading: Story = { args: { assetId: ASSET_ID, pending: true } };
export const VoicesFailing: Story = { args: { voicesFailing: true } };
