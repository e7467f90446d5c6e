/**
 * The session as a small external store (read it with `useSession`). It follows the token storage:
 * whenever tokens are stored (sign-in, renewal, or a refresh by the API layer) the claims are decoded
 * again, and whenever they are cleared the session ends. Logged in = access token and claims present.
 */
import type { AccessClaims, Client } from '@/lib/api/schemas';
import { decodeAccessClaims } from './access-claims';
import { getAccessToken, onTokensCleared, onTokensSet } from './tokens';

/** Why the last session ended: the client logged out, or the session could not be renewed. */
export type SessionEnd = 'logout' | 'expired';

export interface SessionState {
  accessToken: string | null;
  claims: AccessClaims | null;
  /** The current client, loaded after sign-in and after renewal. */
  user: Client | null;
  /** A silent renewal with the refresh cookie is running. */
  renewing: boolean;
  loggedIn: boolean;
  ended: SessionEnd | null;
}

function derive(accessToken: string | null, rest: Omit<SessionState, 'accessToken' | 'claims' | 'loggedIn'>): SessionState {
  const claims = decodeAccessClaims(accessToken);
  return { ...rest, accessToken: claims ? accessToken : null, claims, loggedIn: !!(accessToken && claims) };
}

const SERVER_STATE: SessionState = {
  accessToken: null,
  claims: null,
  user: null,
  renewing: false,
  loggedIn: false,
  ended: null,
};

const initialToken = getAccessToken();
let state: SessionState = derive(initialToken, { user: null, renewing: false, ended: null });
const listeners = new Set<() => void>();
/** Set right before a deliberate logout clears the tokens, so the end is not taken for an expiry. */
let endingBy: SessionEnd | null = null;

function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

onTokensSet((tokens) => {
  const next = derive(tokens.access, { user: state.user, renewing: state.renewing, ended: null });
  // Another subject (a different client signed in): the previous client's data is not theirs.
  if (next.user && String(next.user.id) !== next.claims?.sub) next.user = null;
  emit(next);
});

onTokensCleared(() => {
  const ended = endingBy ?? 'expired';
  endingBy = null;
  emit({ accessToken: null, claims: null, user: null, renewing: false, loggedIn: false, ended });
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
    if (state.renewing !== renewing) emit({ ...state, renewing });
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
