import '@testing-library/jest-dom/vitest';
import type { PlatformQueryOptions } from '@earshot/sdk-core';
import { QueryClient, type QueryKey, skipToken } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { usePlatformQuery } from '../hooks/usePlatformQuery.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { QueryStates } from './QueryStates.tsx';

/** A query answering from `answer`, counted in `calls`. */
function useFake<T>(key: string, answer: () => Promise<T>, calls: string[]) {
  return usePlatformQuery(
    () =>
      ({
        queryKey: ['test', key],
        queryFn: () => {
          calls.push(key);
          return answer();
        },
      }) as unknown as PlatformQueryOptions<T, QueryKey>,
    { retry: false },
  );
}

const never = () => new Promise<never>(() => undefined);
const fail = () => Promise.reject(new Error('503'));

function Names({ answer, calls }: { answer: () => Promise<string[]>; calls: string[] }) {
  const names = useFake('names', answer, calls);
  return (
    <QueryStates
      query={names}
      loading={<Skeleton lines={2} label="Loading the names…" />}
      loadFailed="The names could not be loaded."
      retryLabel="Retry"
      empty={<EmptyState title="No names yet" />}
    >
      {(list) => <p>names: {list.join(', ')}</p>}
    </QueryStates>
  );
}

function Team({ answerRoles, calls }: { answerRoles: () => Promise<number[]>; calls: string[] }) {
  const people = useFake('people', async () => ['Ada'], calls);
  const roles = useFake('roles', answerRoles, calls);
  return (
    <QueryStates
      query={[people, roles]}
      loadFailed={(index) => (index === 0 ? 'No people.' : 'No roles.')}
      retryLabel="Retry"
      failure={{ variant: 'inline', announce: 'message' }}
    >
      {([names, roleIds]) => (
        <p>
          {names.join(', ')} with roles {roleIds.join(', ')}
        </p>
      )}
    </QueryStates>
  );
}

function FirstName({ answer }: { answer: () => Promise<string[]> }) {
  const names = useFake('first-name', answer, []);
  return (
    <QueryStates
      query={names}
      loadFailed="Failed."
      retryLabel="Retry"
      empty={<p>No Ada</p>}
      isEmpty={(list) => !list.includes('Ada')}
    >
      {(list) => <p>found Ada among {list.length}</p>}
    </QueryStates>
  );
}

function Skipped() {
  const query = usePlatformQuery<string[], QueryKey>(skipToken);
  return (
    <QueryStates query={query} loadFailed="Failed." retryLabel="Retry">
      {(list) => <p>{list.length}</p>}
    </QueryStates>
  );
}

const render = (ui: ReactElement) =>
  renderWithProvider(ui, { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });

describe('QueryStates', () => {
  it('shows the loading placeholder while the query loads', () => {
    render(<Names answer={never} calls={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the names…');
    expect(screen.queryByText(/names:/)).toBeNull();
  });

  it('says what failed and loads again on Retry', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    let answer: () => Promise<string[]> = fail;
    render(<Names answer={() => answer()} calls={calls} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The names could not be loaded.Retry');
    answer = async () => ['Ada'];
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('names: Ada')).toBeVisible();
    expect(calls).toEqual(['names', 'names']);
  });

  it('shows the empty state for an empty list, and the data otherwise', async () => {
    const { unmount } = render(<Names answer={async () => []} calls={[]} />);
    expect(await screen.findByRole('heading', { name: 'No names yet' })).toBeVisible();
    unmount();
    render(<Names answer={async () => ['Ada', 'Grace']} calls={[]} />);
    expect(await screen.findByText('names: Ada, Grace')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No names yet' })).toBeNull();
  });

  it('with several queries, names the first that failed and retries only the failed ones', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    let answerRoles: () => Promise<number[]> = fail;
    render(<Team answerRoles={() => answerRoles()} calls={calls} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No roles\.$/);
    answerRoles = async () => [1, 2];
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada with roles 1, 2')).toBeVisible();
    expect(calls.filter((key) => key === 'people')).toHaveLength(1);
    expect(calls.filter((key) => key === 'roles')).toHaveLength(2);
  });

  it('waits on the default placeholder while a query is skipped', () => {
    render(<Skipped />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
  it('decides emptiness with isEmpty when given', async () => {
    const { unmount } = render(<FirstName answer={async () => ['Grace']} />);
    expect(await screen.findByText('No Ada')).toBeVisible();
    unmount();
    render(<FirstName answer={async () => ['Grace', 'Ada']} />);
    expect(await screen.findByText('found Ada among 2')).toBeVisible();
  });
});
