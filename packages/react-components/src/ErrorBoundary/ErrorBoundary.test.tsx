import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** Whether the metrics fail; React may render a failed tree twice, so a flag, not a counter. */
let failing = false;

function Flaky() {
  if (failing) throw new Error('metrics failed');
  return <p>Dashboard metrics</p>;
}

describe('ErrorBoundary', () => {
  const consoleError = console.error;
  beforeEach(() => {
    console.error = () => {};
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('shows a translated message and renders again on retry', async () => {
    failing = true;
    const caught: unknown[] = [];
    const retries: string[] = [];
    renderWithProvider(
      <ErrorBoundary
        onError={(error) => caught.push(error)}
        onRetry={() => {
          failing = false;
          retries.push('retry');
        }}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect((caught[0] as Error).message).toBe('metrics failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retries).toEqual(['retry']);
    expect(screen.getByText('Dashboard metrics')).toBeTruthy();
  });

  it('uses a custom fallback', () => {
    failing = true;
    renderWithProvider(
      <ErrorBoundary fallback={({ error }) => <p>Failed: {(error as Error).message}</p>}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Failed: metrics failed')).toBeTruthy();
  });
});
