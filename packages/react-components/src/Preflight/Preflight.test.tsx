import '@testing-library/jest-dom/vitest';
import { type PreflightInput, runPreflight } from '@earshot/validators';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Preflight } from './Preflight.tsx';
import { PreflightBadge } from './PreflightBadge.tsx';

/** A 30 s stereo spot at 44.1 kHz and 320 kbit/s, −16.2 LUFS, −1.6 dBTP: right for IAB. */
const good: PreflightInput = {
  durationSeconds: 30,
  sampleRate: 44100,
  channels: 2,
  bitrateKbps: 320,
  integratedLufs: -16.2,
  truePeakDbtp: -1.6,
};

const check = (name: string) => within(screen.getByText(name).closest('li') as HTMLElement);

describe('Preflight', () => {
  it('says the audio is ready and lists every check with what was measured against what is expected', () => {
    renderWithProvider(<Preflight result={runPreflight(good, 'iab')} />);
    expect(screen.getByText('Ready for IAB')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Pre-flight checks for IAB' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(check('Loudness').getByText('Pass')).toBeVisible();
    expect(check('Loudness').getByText('Measured: −16.2 LUFS · Expected: −16 LUFS ± 2 LU')).toBeVisible();
    expect(check('True peak').getByText('Measured: −1.6 dBTP · Expected: at most −1 dBTP')).toBeVisible();
    expect(check('Sample rate').getByText('Measured: 44.1 kHz · Expected: 44.1 kHz or 48 kHz')).toBeVisible();
    expect(check('Channels').getByText('Measured: stereo · Expected: mono or stereo')).toBeVisible();
    expect(check('Length').getByText('Measured: 30 s · Expected: any')).toBeVisible();
    expect(check('Bitrate').getByText('Measured: 320 kbps · Expected: any')).toBeVisible();
    expect(list.closest('[data-status]')).toHaveAttribute('data-status', 'pass');
  });

  it('fails a loud, long, low-bitrate spot for Spotify and says how to fix each check', () => {
    const loud = {
      ...good,
      durationSeconds: 31.2,
      bitrateKbps: 128,
      integratedLufs: -9.8,
      truePeakDbtp: -0.2,
    };
    renderWithProvider(<Preflight result={runPreflight(loud, 'spotify')} />);
    expect(screen.getByText('Not ready for Spotify')).toBeVisible();
    expect(check('Loudness').getByText('Fail')).toBeVisible();
    expect(check('Loudness').getByText('Measured: −9.8 LUFS · Expected: −14 LUFS ± 1 LU')).toBeVisible();
    expect(
      check('Loudness').getByText('Turn the audio down: normalize it for this destination.'),
    ).toBeVisible();
    expect(check('True peak').getByText('Measured: −0.2 dBTP · Expected: at most −1 dBTP')).toBeVisible();
    expect(check('Length').getByText('Measured: 31.2 s · Expected: at most 30 s')).toBeVisible();
    expect(check('Bitrate').getByText('Measured: 128 kbps · Expected: at least 192 kbps')).toBeVisible();
    expect(check('Sample rate').getByText('Pass')).toBeVisible();
    expect(check('Sample rate').queryByText(/Export/)).toBeNull();
    expect(screen.getByText('Loudness').closest('li')).toHaveAttribute('data-status', 'fail');
  });

  it('warns about figures it could not read and about an unusual sample rate, without failing', () => {
    const unread = { ...good, sampleRate: 22050, integratedLufs: null, truePeakDbtp: null };
    renderWithProvider(<Preflight result={runPreflight(unread, 'iab', { placementDurations: [15, 30] })} />);
    expect(screen.getByText('Ready for IAB, with warnings')).toBeVisible();
    expect(check('Sample rate').getByText('Warning')).toBeVisible();
    expect(check('Sample rate').getByText('Export the audio at 44.1 kHz or 48 kHz.')).toBeVisible();
    expect(check('Loudness').getByText('Measured: not measured · Expected: −16 LUFS ± 2 LU')).toBeVisible();
    expect(check('Length').getByText('Measured: 30 s · Expected: 15 s or 30 s (± 0.5 s)')).toBeVisible();
  });

  it('speaks the reader’s language, figures included', () => {
    const loud = { ...good, integratedLufs: -9.84 };
    renderWithProvider(<Preflight result={runPreflight(loud, 'iab')} />, { locale: 'de' });
    expect(screen.getByText('Nicht bereit für IAB')).toBeVisible();
    expect(check('Lautheit').getByText('Gemessen: −9,8 LUFS · Erwartet: −16 LUFS ± 2 LU')).toBeVisible();
    expect(
      check('Abtastrate').getByText('Gemessen: 44,1 kHz · Erwartet: 44,1 kHz oder 48 kHz'),
    ).toBeVisible();
  });
});

describe('PreflightBadge', () => {
  it('shows the verdict in words, or that the file is being checked', () => {
    renderWithProvider(
      <>
        <PreflightBadge result={null} />
        <PreflightBadge result={runPreflight({ ...good, integratedLufs: -9 }, 'iab')} />
      </>,
    );
    expect(screen.getByText('Checking…').closest('[data-status]')).toHaveAttribute('data-status', 'checking');
    expect(screen.getByText('Fail').closest('[data-status]')).toHaveAttribute('data-status', 'fail');
  });
});
