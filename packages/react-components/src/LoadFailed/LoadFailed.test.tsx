import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { LoadFailed } from './LoadFailed.tsx';

describe('LoadFailed', () => {
  it('announces the message and its Retry button as one alert', async () => {
    const onRetry = vi.fn();
    renderWithProvider(
      <LoadFailed message="Could not load the events." retryLabel="Retry" onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Could not load the events.Retry');
    expect(onRetry).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('can announce only the message', async () => {
    const onRetry = vi.fn();
    renderWithProvider(
      <LoadFailed
        variant="inline"
        size="small"
        announce="message"
        message="Could not load the pixel."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not load the pixel.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the caller class on the outer element', () => {
    renderWithProvider(
      <LoadFailed message="Failed" retryLabel="Retry" onRetry={() => {}} className="extra" />,
    );
    expect(screen.getByRole('alert').classList.contains('extra')).toBe(true);
  });
});
