import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { useTeamMembers } from '../hooks/resources/teams.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import type { LoadFailure } from './PlatformContext.ts';
import { PlatformProvider } from './PlatformProvider.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';

vi.setConfig({ testTimeout: 20_000 });

/** A screen reading the team: its members' e-mails, or what failed. */
function TeamEmails() {
  const members = useTeamMembers(ADVERTISER);
  return (
    <QueryStates query={members} loadFailed="The team could not be loaded." retryLabel="Retry">
      {(list) => <p>{list.map((member) => member.email).join(', ')}</p>}
    </QueryStates>
  );
}

describe('PlatformProvider sessions', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let validToken: string;
  beforeAll(async () => {
    server = await startServer((request, response) =>
      request.headers.authorization === `Bearer ${validToken}`
        ? json(response, 200, [{ id: 'm1', email: 'ann@example.com' }])
        : json(response, 401, { Message: 'Session expired' }),
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.received.length = 0;
    validToken = 'fresh';
  });

  const options = (onSessionExpired?: () => Promise<string | null>) => ({
    baseUrl: `${server.url}/v1`,
    tokenStore: createMemoryTokenStore('stale'),
    fetch: nodeFetch,
    ...(onSessionExpired ? { onSessionExpired } : {}),
  });

  it('asks the host for a new session on a 401 and shows the screen with it', async () => {
    const onSessionExpired = vi.fn(async () => 'fresh');
    render(
      <PlatformProvider client={options(onSessionExpired)}>
        <TeamEmails />
      </PlatformProvider>,
    );
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(server.received.map((line) => line.split(' ')[0])).toEqual(['GET', 'GET']);
  });

  it('asks once, never retries a 401, and tells onLoadError what the screen says failed', async () => {
    const failures: LoadFailure[] = [];
    const onSessionExpired = vi.fn(async () => null);
    render(
      <PlatformProvider client={options(onSessionExpired)} onLoadError={(failure) => failures.push(failure)}>
        <TeamEmails />
      </PlatformProvider>,
    );
    expect(await screen.findByText('The team could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(failures).toHaveLength(1));
    expect(failures[0]?.message).toBe('The team could not be loaded.');
    expect(failures[0]?.error).toMatchObject({ status: 401, message: 'Session expired' });
    // One request, not four: an expired session does not change by asking again.
    expect(server.received).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('calls the callbacks of the latest options, given at run time', async () => {
    const first = vi.fn(async () => null);
    const later = vi.fn(async () => 'fresh');
    const view = render(
      <PlatformProvider client={options(first)}>
        <p>Ready</p>
      </PlatformProvider>,
    );
    const next = { ...options(later), tokenStore: createMemoryTokenStore('stale') };
    // Same base URL and fetch, a new token store: a new client, with the new callback.
    view.rerender(
      <PlatformProvider client={next}>
        <TeamEmails />
      </PlatformProvider>,
    );
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(first).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
