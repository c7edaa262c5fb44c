import { AudioPreview } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TONE_AUDIO_URL } from '../toneAudio.ts';

/** An address whose audio never arrives: the story's fetch holds it, so the player stays loading. */
const NEVER_ARRIVES = 'https://audio.example/never-arrives.mp3';

const meta = {
  title: 'Primitives/AudioPreview',
  component: AudioPreview,
  args: { src: TONE_AUDIO_URL, name: 'Spring Sale — 30 s' },
} satisfies Meta<typeof AudioPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Loading: Story = {
  args: { src: NEVER_ARRIVES },
  beforeEach: () => {
    const fetch = window.fetch;
    window.fetch = (input, init) =>
      String(input) === NEVER_ARRIVES ? new Promise<Response>(() => {}) : fetch(input, init);
    return () => {
      window.fetch = fetch;
    };
  },
};

/** The address answers 404 (it is not part of Storybook's files). */
export const Failed: Story = { args: { src: 'missing-audio.mp3' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** An asset's stored peaks and length (the tone's 3 s): drawn at once, the audio never fetched to draw it. */
export const PrecomputedPeaks: Story = {
  args: {
    peaks: {
      max: Array.from({ length: 160 }, (_, index) => Math.round(Math.abs(Math.sin(index / 5)) * 80) / 100),
      min: Array.from({ length: 160 }, (_, index) => -Math.round(Math.abs(Math.sin(index / 5)) * 60) / 100),
    },
    duration: 3,
  },
};

/** A long name in a phone-wide column: the waveform narrows, the time keeps its room. */
export const Narrow: Story = {
  args: { name: 'The Late Night Language Learning Roundtable — Holiday teaser, 30 seconds' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '358px' }}>
        <Story />
      </div>
    ),
  ],
};
