/**
 * A dependency-free signal of "the session changed", for the header button on every page: it must
 * not pull in the token storage (cookie and JWT libraries). session.ts, which every sign-in,
 * renewal and logout goes through, relays the token storage's events here.
 */
let active = false;
const listeners = new Set<() => void>();

/** An access token is held in memory (a session is live in this page). */
export function sessionActive(): boolean {
  return active;
}

export function signalSession(isActive: boolean): void {
  active = isActive;
  for (const listener of listeners) listener();
}

export function onSessionSignal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
