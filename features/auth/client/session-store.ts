/**
 * The session as a small external store (read it with `useSession`). It follows the access token:
 * whenever one is stored (sign-in, a renewal here or in another tab) the claims are decoded again,
 * and whenever it is cleared the session ends. Logged in = access token and claims present.
 */
import 'client-only';

import type { AccessClaims } from '@/features/auth/api/calls';
import type { Client } from '@/features/profile/api/calls';

import { decodeAccessClaims } from '../model/access-claims';
import { getAccessToken, onAccessTokenCleared, onAccessTokenSet } from '../model/tokens';

/** Why the last session ended: the client logged out, or the session expired or was revoked. */
export type SessionEnd = 'logout' | 'expired';

export interface SessionState {
  accessToken: string | null;
  claims: AccessClaims | null;
  /** The current client, loaded after sign-in and after renewal. */
  user: Client | null;
  /** A silent renewal with the refresh cookie is running. */
  renewing: boolean;
  /** The last renewal could not reach the site's server or the clinic API (the session may still be alive). */
  renewalFailed: boolean;
  loggedIn: boolean;
  ended: SessionEnd | null;
}

type Rest = Omit<SessionState, 'accessToken' | 'claims' | 'loggedIn'>;

function derive(accessToken: string | null, rest: Rest): SessionState {
  const claims = decodeAccessClaims(accessToken);
  return { ...rest, accessToken: claims ? accessToken : null, claims, loggedIn: !!(accessToken && claims) };
}

const SERVER_STATE: SessionState = {
  accessToken: null,
  claims: null,
  user: null,
  renewing: false,
  renewalFailed: false,
  loggedIn: false,
  ended: null,
};

const initialToken = getAccessToken();
let state: SessionState = derive(initialToken, { user: null, renewing: false, renewalFailed: false, ended: null });
const listeners = new Set<() => void>();
/** Set right before a deliberate logout clears the tokens, so the end is not taken for an expiry. */
let endingBy: SessionEnd | null = null;

function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

onAccessTokenSet((access) => {
  const next = derive(access, { user: state.user, renewing: state.renewing, renewalFailed: false, ended: null });
  // Another subject (a different client signed in): the previous client's data is not theirs.
  if (next.user && String(next.user.id) !== next.claims?.sub) next.user = null;
  emit(next);
});

onAccessTokenCleared(() => {
  const ended = endingBy ?? 'expired';
  endingBy = null;
  emit({ ...SERVER_STATE, ended });
});

export const sessionStore = {
  getState(): SessionState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setUser(user: Client | null) {
    if (user && state.claims && String(user.id) !== state.claims.sub) return;
    emit({ ...state, user });
  },
  setRenewing(renewing: boolean) {
    if (state.renewing !== renewing) emit({ ...state, renewing, renewalFailed: renewing ? false : state.renewalFailed });
  },
  setRenewalFailed() {
    emit({ ...state, renewing: false, renewalFailed: true });
  },
  /** Marks the next token clearing as a deliberate logout. */
  markLogout() {
    endingBy = 'logout';
  },
};

/** What the server renders with: never a session (the access token lives only in the browser). */
export function getServerSessionState(): SessionState {
  return SERVER_STATE;
}
