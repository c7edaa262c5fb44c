import type { PlatformQueryOptions } from '@earshot/sdk-core';
import { QueryClient, type QueryKey, skipToken } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { type PlatformQueryBuilder, usePlatformQuery } from './usePlatformQuery.ts';

/** Shows what its children threw while rendering, so a test can read it. */
class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p>
        caught {this.state.error.name}: {this.state.error.message}
      </p>
    ) : (
      this.props.children
    );
  }
}

function Probe({ build }: { build: Parameters<typeof usePlatformQuery<string, QueryKey>>[0] }) {
  const query = usePlatformQuery(build, { retry: false });
  if (query.isError) return <p>failed with {String(query.error)}</p>;
  if (query.isPending) return <p>{query.fetchStatus === 'idle' ? 'waiting' : 'loading'}</p>;
  return <p>data {query.data}</p>;
}

const render = (build: Parameters<typeof usePlatformQuery<string, QueryKey>>[0]) => {
  // React reports an error its boundary caught on the console; the test reads it from the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return renderWithProvider(
    <Caught>
      <Probe build={build} />
    </Caught>,
    { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  );
};

const options = (queryFn: () => Promise<string>): PlatformQueryOptions<string, QueryKey> =>
  ({ queryKey: ['earshot', 'probe'], queryFn }) as unknown as PlatformQueryOptions<string, QueryKey>;

describe('usePlatformQuery', () => {
  it('waits, without calling anything, when the caller passes skipToken', async () => {
    render(skipToken);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('waiting')).toBeTruthy();
  });

  it('loads what the builder describes', async () => {
    const build: PlatformQueryBuilder<string, QueryKey> = () => options(async () => 'ready');
    render(build);
    expect(await screen.findByText('data ready')).toBeTruthy();
  });

  it('lets a TypeError thrown by the builder reach the error boundary instead of waiting', () => {
    render(() => {
      throw new TypeError('advertiserId is required');
    });
    expect(screen.getByText('caught TypeError: advertiserId is required')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('fails the query on a TypeError thrown inside the fetcher', async () => {
    render(() =>
      options(async () => {
        throw new TypeError('Cannot read properties of undefined');
      }),
    );
    expect(
      await screen.findByText('failed with TypeError: Cannot read properties of undefined'),
    ).toBeTruthy();
  });
});
