import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Meter } from '../Meter/Meter.tsx';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar and Meter', () => {
  it('progress bar reports its value in the provider locale', () => {
    renderWithProvider(<ProgressBar label="Uploading spot.mp3" value={42.5} />, { locale: 'fr' });
    const bar = screen.getByRole('progressbar', { name: 'Uploading spot.mp3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42.5');
    expect(bar.textContent).toMatch(/43\s%/);
  });

  it('an indeterminate progress bar has no value', () => {
    renderWithProvider(<ProgressBar aria-label="Exporting" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Exporting' }).hasAttribute('aria-valuenow')).toBe(false);
  });

  it('meter reports its share', () => {
    renderWithProvider(<Meter label="Budget spent" value={750} maxValue={1000} />);
    const meter = screen.getByRole('meter', { name: 'Budget spent' });
    expect(meter.getAttribute('aria-valuenow')).toBe('750');
    expect(meter.textContent).toContain('75%');
  });
});
