import { AssetUploader } from '@earshot/react-components';
import { type BrowserCheck, type UploadItem, UploadList } from '@earshot/react-components/testing';
import { type PreflightInput, runPreflight } from '@earshot/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SILENT_AUDIO_URL } from '../silentAudio.ts';

const ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const MAX_BYTES = 50 * 1024 * 1024;
const audio = (name: string, bytes = 480_000, type = 'audio/mpeg') =>
  new File([new Uint8Array(Math.min(bytes, 16))], name, { type });
/** A waveform of syllables rising and falling, as stored peaks: 200 slices. */
const PEAKS = (() => {
  const max = Array.from(
    { length: 200 },
    (_, index) =>
      Math.round(Math.abs(Math.sin(index / 6)) * (0.3 + 0.6 * Math.abs(Math.sin(index / 41))) * 100) / 100,
  );
  return { max, min: max.map((value) => -value) };
})();

/** What the browser measured: a spot at IAB's loudness. */
const FITS: PreflightInput = {
  durationSeconds: 29.6,
  sampleRate: 44100,
  channels: 2,
  bitrateKbps: 320,
  integratedLufs: -16.3,
  truePeakDbtp: -1.4,
};
/** What the browser measured: a studio master, far too loud with clipping peaks. */
const LOUD: PreflightInput = { ...FITS, integratedLufs: -8.9, truePeakDbtp: 0.4 };
/** What the browser measured: a 22.05 kHz mono export, quiet. */
const THIN: PreflightInput = { ...FITS, sampleRate: 22050, channels: 1, integratedLufs: -17.5 };

const measured = (figures: PreflightInput): BrowserCheck => ({
  status: 'measured',
  measurement: { figures, peaks: PEAKS, durationSeconds: 29.6 },
});

const uploadedAsset = {
  uuid: 'a0000000-0000-4000-8000-000000000001',
  advertiser_id: ADVERTISER_ID,
  name: 'Spring sale',
  kind: 'uploaded' as const,
  status: 'ready' as const,
  filename: 'spring-sale.mp3',
  content_type: 'audio/mpeg',
  duration_seconds: 29.6,
  file_url: SILENT_AUDIO_URL,
  script: null,
  voice_id: null,
  source_asset_uuid: null,
  preflight: runPreflight(FITS, 'iab'),
  peaks: PEAKS,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
};

/** Every state a file of the uploader goes through. */
const everyState: UploadItem[] = [
  { id: '1', file: audio('checking.mp3'), status: 'checking' },
  {
    id: '2',
    file: audio('summer-promo.mp3'),
    status: 'uploading',
    percent: 42,
    browserCheck: { status: 'measuring' },
  },
  {
    id: '3',
    file: audio('spring-sale.mp3'),
    status: 'uploaded',
    asset: uploadedAsset,
    browserCheck: measured(FITS),
  },
  { id: '4', file: audio('radio-spot.wav'), status: 'failed', browserCheck: measured(THIN) },
  { id: '5', file: audio('jingle.ogg'), status: 'cancelled', browserCheck: { status: 'unavailable' } },
  {
    id: '6',
    file: new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    status: 'refused',
    problem: { reason: 'type' },
  },
  { id: '7', file: audio('master.wav'), status: 'refused', problem: { reason: 'size', bytes: 73_400_320 } },
  {
    id: '8',
    file: audio('podcast-read.mp3'),
    status: 'refused',
    problem: { reason: 'duration', seconds: 185 },
  },
  { id: '9', file: audio('broken.mp3'), status: 'refused', problem: { reason: 'unreadable' } },
];

const ignore = () => undefined;

const meta = {
  title: 'Screens/Assets/AssetUploader',
  component: AssetUploader,
  args: { advertiserId: ADVERTISER_ID },
} satisfies Meta<typeof AssetUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for files: the drop zone, the file picker and the limits. */
export const Empty: Story = {};

/** Tighter limits an embedding portal may set. */
export const CustomLimits: Story = { args: { maxBytes: 10 * 1024 * 1024, maxSeconds: 30 } };

const files = (items: UploadItem[]) => () => (
  <UploadList
    items={items}
    maxBytes={MAX_BYTES}
    maxSeconds={120}
    onCancel={ignore}
    onRetry={ignore}
    onRemove={ignore}
  />
);

/** A file being uploaded, with its progress in percent and a cancel button. */
export const Uploading: Story = { render: files(everyState.filter((item) => item.status === 'uploading')) };

/** An upload that failed, ready to retry. */
export const Failed: Story = { render: files(everyState.filter((item) => item.status === 'failed')) };

/** An uploaded asset with its player and length. */
export const Uploaded: Story = { render: files(everyState.filter((item) => item.status === 'uploaded')) };

/** Files refused before upload: wrong type, too large, too long, not decodable. */
export const Refused: Story = { render: files(everyState.filter((item) => item.status === 'refused')) };

/** Several files at once, one in each state. */
export const EveryState: Story = { render: files(everyState) };

/** The browser's pre-flight of a dropped file that fits the destination, while it uploads. */
export const PreflightPass: Story = {
  render: files([
    {
      id: '1',
      file: audio('spring-sale.wav'),
      status: 'uploading',
      percent: 64,
      browserCheck: measured(FITS),
    },
  ]),
};

/** A file whose sample rate and channels warn: it is uploaded, ready with warnings. */
export const PreflightWarn: Story = {
  render: files([
    {
      id: '1',
      file: audio('phone-read.wav'),
      status: 'uploading',
      percent: 18,
      browserCheck: measured(THIN),
    },
  ]),
};

/** A too-loud master fails, with the fix in words; it is uploaded all the same and checked again. */
export const PreflightFail: Story = {
  render: files([
    {
      id: '1',
      file: audio('studio-master.wav'),
      status: 'uploading',
      percent: 27,
      browserCheck: measured(LOUD),
    },
  ]),
};

/** A too-loud master, checked for Spotify, in German, in the dark theme, on a 390 px phone. */
export const PreflightFailNarrowGermanDark: Story = {
  render: () => (
    <div style={{ maxInlineSize: '358px' }}>
      <UploadList
        items={[
          {
            id: '1',
            file: audio('studio-master.wav'),
            status: 'uploading',
            percent: 27,
            browserCheck: measured(LOUD),
          },
        ]}
        maxBytes={MAX_BYTES}
        maxSeconds={120}
        profile="spotify"
        onCancel={ignore}
        onRetry={ignore}
        onRemove={ignore}
      />
    </div>
  ),
  globals: { locale: 'de', theme: 'dark' },
};

/** A browser that cannot decode the file: the pre-flight waits for the upload, then shows the server's. */
export const PreflightAfterUpload: Story = {
  render: files([
    {
      id: '1',
      file: audio('jingle.ogg'),
      status: 'uploading',
      percent: 80,
      browserCheck: { status: 'unavailable' },
    },
    {
      id: '2',
      file: audio('spring-sale.ogg'),
      status: 'uploaded',
      asset: uploadedAsset,
      browserCheck: { status: 'unavailable' },
    },
  ]),
};
