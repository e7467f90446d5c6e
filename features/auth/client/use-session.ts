import 'client-only';

import { useSyncExternalStore } from 'react';

import { getServerSessionState, sessionStore, type SessionState } from './session-store';

/** The session in a component; re-renders when it changes. The server always sees "not logged in". */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, getServerSessionState);
}
