import { Preflight, PreflightBadge } from '@earshot/react-components';
import { type PreflightInput, runPreflight } from '@earshot/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** A 30 s stereo spot at 44.1 kHz and 320 kbit/s, −16.2 LUFS, −1.6 dBTP: right for IAB. */
const GOOD: PreflightInput = {
  durationSeconds: 30,
  sampleRate: 44100,
  channels: 2,
  bitrateKbps: 320,
  integratedLufs: -16.2,
  truePeakDbtp: -1.6,
};

/** A master straight from the studio: too loud, its peaks clipping, too long and too thin for Spotify. */
const LOUD: PreflightInput = {
  ...GOOD,
  durationSeconds: 31.2,
  bitrateKbps: 128,
  integratedLufs: -9.8,
  truePeakDbtp: -0.2,
};

/** A file at 22.05 kHz whose loudness could not be measured (a format the server does not decode). */
const UNREAD: PreflightInput = { ...GOOD, sampleRate: 22050, integratedLufs: null, truePeakDbtp: null };

const meta = {
  title: 'Primitives/Preflight',
  component: Preflight,
  args: { result: runPreflight(GOOD, 'iab') },
} satisfies Meta<typeof Preflight>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every check passes: ready for the destination. */
export const Pass: Story = {};

/** Figures that could not be read and an unusual sample rate warn; the length is checked against the placements. */
export const Warn: Story = {
  args: { result: runPreflight(UNREAD, 'iab', { placementDurations: [15, 30] }) },
};

/** Loudness, true peak, length and bitrate fail for Spotify, each with its fix in words. */
export const Fail: Story = { args: { result: runPreflight(LOUD, 'spotify') } };

export const FailDark: Story = { ...Fail, globals: { theme: 'dark' } };

/** In German, on a 390 px phone: figures in the locale's numbers, long words wrapping. */
export const FailNarrowGerman: Story = {
  ...Fail,
  globals: { locale: 'de' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '358px' }}>
        <Story />
      </div>
    ),
  ],
};

/** The compact verdict of a list's cell, every state. */
export const Badges: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <PreflightBadge result={runPreflight(GOOD, 'iab')} />
      <PreflightBadge result={runPreflight(UNREAD, 'iab')} />
      <PreflightBadge result={runPreflight(LOUD, 'iab')} />
      <PreflightBadge result={null} />
    </div>
  ),
};
