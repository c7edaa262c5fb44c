import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlatformFrame } from '../PlatformProvider/PlatformFrame.tsx';
import type { Appearance } from '../theme/appearance.ts';
import { wave } from './AudioPreview.css.ts';
import { watchTheme, waveColors } from './waveColors.ts';

const frame = (appearance: Appearance) => (
  <PlatformFrame appearance={appearance}>
    <div data-testid="wave" className={wave} />
  </PlatformFrame>
);
const colorsOfWave = () => waveColors(screen.getByTestId('wave'));

describe('wave colours', () => {
  it('are the theme’s muted text colour, and its primary colour for what was played', () => {
    render(frame({ theme: 'light' }));
    expect(colorsOfWave()).toEqual({
      waveColor: '#585e69',
      progressColor: '#1f5eff',
      cursorColor: '#1f5eff',
    });
  });

  it('are the dark theme’s in dark mode', () => {
    render(frame({ theme: 'dark' }));
    expect(colorsOfWave()).toEqual({
      waveColor: '#aeb4bf',
      progressColor: '#8fb0ff',
      cursorColor: '#8fb0ff',
    });
  });

  it('follow an embedder’s primary colour', () => {
    render(frame({ theme: 'light', variables: { colorPrimary: '#7a1fa2' } }));
    expect(colorsOfWave().progressColor).toBe('#7a1fa2');
  });

  it('are read again when the theme switches at run time', async () => {
    const { rerender } = render(frame({ theme: 'light' }));
    const onChange = vi.fn(colorsOfWave);
    const stop = watchTheme(screen.getByTestId('wave'), onChange);
    rerender(frame({ theme: 'dark' }));
    await waitFor(() =>
      expect(onChange).toHaveReturnedWith(expect.objectContaining({ waveColor: '#aeb4bf' })),
    );
    stop();
  });
});
