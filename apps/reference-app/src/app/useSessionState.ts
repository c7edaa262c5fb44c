import type { SessionState } from '@earshot/sdk-core';
import { useSyncExternalStore } from 'react';
import { useAppServices } from './AppServicesContext.ts';
import type { User } from './appTypes.ts';

/** The session snapshot, re-rendering on every change. */
export function useSessionState(): SessionState<User> {
  const { session } = useAppServices();
  return useSyncExternalStore(session.subscribe, session.getState);
}
