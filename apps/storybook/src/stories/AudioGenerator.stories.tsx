import { AudioGenerator, PlatformProvider } from '@earshot/react-components';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { appearances } from '../withPlatform.tsx';

const ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const ASSET_ID = 'a0000000-0000-4000-8000-000000000002';
// A silent WAV, so the players work without a server.
const SILENCE = 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAIlYAAESsAAACABAAZGF0YQAAAAA=';
const SCRIPT = 'Fresh bread every morning at Rosa’s bakery, corner of Main and Fifth.';
const VOICES = [
  { id: 'en-us-f1', name: 'Ava', language: 'en-US', gender: 'female', sample_url: null },
  { id: 'en-gb-m1', name: 'Oliver', language: 'en-GB', gender: 'male', sample_url: null },
  { id: 'de-de-n1', name: 'Kim', language: 'de-DE', gender: 'neutral', sample_url: null },
];
const version = (n: number, voiceId: string, status = 'ready') => ({
  external_id: `v${n}`,
  asset_uuid: ASSET_ID,
  script: SCRIPT,
  voice_id: voiceId,
  status,
  audio_url: status === 'ready' ? SILENCE : null,
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
  file_url: SILENCE,
  script: SCRIPT,
  voice_id: 'en-us-f1',
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
};

interface GeneratorStoryProps {
  assetId?: string;
  isReadOnly?: boolean;
  /** Requests never answer. */
  pending?: boolean;
  /** The voices answer 503 (after the client's retries). */
  voicesFailing?: boolean;
  theme?: string;
  locale?: string;
}

/** An in-memory API of generated audio: voices, versions, suggestions and the asset. */
function generatorApi(pending: boolean, voicesFailing: boolean) {
  const versions = [version(1, 'en-us-f1'), version(2, 'en-gb-m1'), version(3, 'de-de-n1', 'processing')];
  const reply = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  return async (request: Request) => {
    if (pending) return new Promise<Response>(() => undefined);
    const path = new URL(request.url).pathname;
    if (path.endsWith('/audio/voices')) return voicesFailing ? reply(503) : reply(200, VOICES);
    if (path.endsWith('/audio/suggestion')) return reply(200, { suggestions: [SCRIPT] });
    if (path.endsWith('/audio/version') && request.method === 'POST') {
      const body = (await request.json()) as { voice_id: string; script: string };
      const created = { ...version(versions.length + 1, body.voice_id), script: body.script };
      versions.push(created);
      return reply(201, created);
    }
    if (path.endsWith('/audio/version')) return reply(200, versions);
    if (path.endsWith(`/assets/${ASSET_ID}`)) return reply(200, ASSET);
    return reply(404, { Message: 'Not found', type: 'error' });
  };
}

/** The audio generator over an in-memory API. */
function GeneratorStory({
  assetId = 'new',
  isReadOnly = false,
  pending = false,
  voicesFailing = false,
  theme = 'light',
  locale = 'en',
}: GeneratorStoryProps) {
  const [client] = useState(() => ({
    baseUrl: 'http://assets.invalid/v1',
    tokenStore: createMemoryTokenStore(),
    fetch: generatorApi(pending, voicesFailing),
  }));
  return (
    <PlatformProvider client={client} appearance={appearances[theme] ?? appearances.light} locale={locale}>
      <AudioGenerator advertiserId={ADVERTISER_ID} assetId={assetId} isReadOnly={isReadOnly} />
    </PlatformProvider>
  );
}

const meta = {
  title: 'Screens/Assets/AudioGenerator',
  component: GeneratorStory,
  render: (args, context) => (
    <GeneratorStory
      {...args}
      theme={String(context.globals.theme ?? 'light')}
      locale={String(context.globals.locale ?? 'en')}
    />
  ),
} satisfies Meta<typeof GeneratorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewAudio: Story = {};
export const WithVersions: Story = { args: { assetId: ASSET_ID } };
export const ReadOnly: Story = { args: { assetId: ASSET_ID, isReadOnly: true } };
export const Loading: Story = { args: { assetId: ASSET_ID, pending: true } };
export const VoicesFailing: Story = { args: { voicesFailing: true } };
