import '@testing-library/jest-dom/vitest';
import type { ServerResponse } from 'node:http';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../test/httpServer.ts';
import { offlineClient, renderWithProvider } from '../../test/renderWithProvider.tsx';
import { stubWebAudio } from '../../test/webAudio.ts';
import { PlatformProvider } from '../PlatformProvider/PlatformProvider.tsx';
import { AudioPreview } from './AudioPreview.tsx';

/** happy-dom has no Web Audio: this decoder answers three seconds of a tone for any file. */
class ToneDecoder {
  state = 'running';
  async decodeAudioData() {
    const samples = Float32Array.from({ length: 3 * 8000 }, (_, index) => Math.sin(index / 10) / 2);
    return {
      numberOfChannels: 1,
      length: samples.length,
      sampleRate: 8000,
      duration: 3,
      getChannelData: () => samples,
    };
  }
  async close() {
    this.state = 'closed';
  }
}

/** happy-dom's media elements never read their file: this one tells a three-second length once it has one. */
const mediaDuration = {
  configurable: true,
  get(this: HTMLMediaElement) {
    return this.src ? 3 : Number.NaN;
  },
};

describe('AudioPreview', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  const held: ServerResponse[] = [];
  beforeAll(async () => {
    server = await startServer((request, response) => {
      const cors = { 'access-control-allow-origin': '*' };
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      if (request.url === '/missing.wav') return void response.writeHead(404, cors).end();
      if (request.url === '/slow.wav') return void held.push(response);
      response.writeHead(200, { 'content-type': 'audio/wav', ...cors });
      response.end(Buffer.alloc(256));
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    vi.stubGlobal('AudioContext', ToneDecoder);
    stubWebAudio();
    Object.defineProperty(HTMLMediaElement.prototype, 'duration', mediaDuration);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLMediaElement.prototype, 'duration');
  });

  const player = () => screen.getByRole('group', { name: 'Listen to Spring sale' });

  it('says what loads, with Play and the waveform disabled, while the audio is on its way', async () => {
    renderWithProvider(<AudioPreview src={`${server.url}/slow.wav`} name="Spring sale" />);
    expect(player()).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audio of Spring sale…');
    expect(screen.getByRole('button', { name: 'Play Spring sale' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Position in Spring sale' })).toBeDisabled();
    await waitFor(() => expect(held).toHaveLength(1));
    held.pop()?.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    expect(await screen.findByText('The audio could not be loaded.')).toBeVisible();
  });

  it('says the audio could not be loaded when its address answers with an error', async () => {
    renderWithProvider(<AudioPreview src={`${server.url}/missing.wav`} name="Spring sale" />);
    expect(await screen.findByText('The audio could not be loaded.')).toBeVisible();
    expect(player()).toHaveAttribute('data-state', 'failed');
    expect(screen.getByRole('button', { name: 'Play Spring sale' })).toBeDisabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('plays, seeks and pauses from the keyboard once the audio has loaded', async () => {
    renderWithProvider(<AudioPreview src={`${server.url}/spot.wav`} name="Spring sale" />);
    await waitFor(() => expect(player()).toHaveAttribute('data-state', 'ready'));
    expect(player()).toHaveTextContent('0:00 / 0:03');
    const audio = player().querySelector('audio') as HTMLAudioElement;

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Play Spring sale' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(audio.paused).toBe(false);
    expect(player()).toHaveAttribute('data-playing', 'true');

    await userEvent.tab();
    expect(screen.getByRole('slider', { name: 'Position in Spring sale' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(audio.currentTime).toBe(1);
    expect(player()).toHaveTextContent('0:01 / 0:03');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '1 second');

    await userEvent.click(screen.getByRole('button', { name: 'Pause Spring sale' }));
    expect(audio.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play Spring sale' })).toBeEnabled();
  });

  it('draws precomputed peaks at once, without fetching the audio to decode it', async () => {
    // The media element has not read the file's metadata: the length shown is the one given.
    Reflect.deleteProperty(HTMLMediaElement.prototype, 'duration');
    const peaks = { min: [-0.2, -0.6, -0.4], max: [0.3, 0.7, 0.5] };
    renderWithProvider(
      <AudioPreview src={`${server.url}/listed.wav`} name="Spring sale" peaks={peaks} duration={30} />,
    );
    await waitFor(() => expect(player()).toHaveAttribute('data-state', 'ready'));
    expect(player()).toHaveTextContent('0:00 / 0:30');
    expect(server.received).not.toContain('GET /listed.wav');
    const audio = player().querySelector('audio') as HTMLAudioElement;
    expect(audio.src).toBe(`${server.url}/listed.wav`);
    expect(peaks).toEqual({ min: [-0.2, -0.6, -0.4], max: [0.3, 0.7, 0.5] });
    await userEvent.click(screen.getByRole('button', { name: 'Play Spring sale' }));
    expect(audio.paused).toBe(false);
  });

  it('decodes the audio when the peaks come without a length', async () => {
    renderWithProvider(
      <AudioPreview
        src={`${server.url}/unmeasured.wav`}
        name="Spring sale"
        peaks={{ min: [-0.1], max: [0.1] }}
      />,
    );
    await waitFor(() => expect(player()).toHaveAttribute('data-state', 'ready'));
    expect(server.received).toContain('GET /unmeasured.wav');
    expect(player()).toHaveTextContent('0:00 / 0:03');
  });

  it('stops playing when it leaves the page', async () => {
    const { unmount } = renderWithProvider(
      <AudioPreview src={`${server.url}/spot.wav`} name="Spring sale" />,
    );
    await waitFor(() => expect(player()).toHaveAttribute('data-state', 'ready'));
    const audio = player().querySelector('audio') as HTMLAudioElement;
    await userEvent.click(screen.getByRole('button', { name: 'Play Spring sale' }));
    expect(audio.paused).toBe(false);
    unmount();
    expect(audio.paused).toBe(true);
  });

  it('loads other audio afresh', async () => {
    const { rerender } = renderWithProvider(
      <AudioPreview src={`${server.url}/spot.wav`} name="Spring sale" />,
    );
    await waitFor(() => expect(player()).toHaveAttribute('data-state', 'ready'));
    rerender(
      <PlatformProvider client={offlineClient}>
        <AudioPreview src={`${server.url}/missing.wav`} name="Spring sale" />
      </PlatformProvider>,
    );
    expect(await screen.findByText('The audio could not be loaded.')).toBeVisible();
  });
});
