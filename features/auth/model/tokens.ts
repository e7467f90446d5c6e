/**
 * The access token, in this page's memory only (the refresh token lives in an HttpOnly cookie that
 * only the site's server reads). The session store and the API layer build on this.
 */
let accessToken: string | null = null;
const clearedListeners = new Set<() => void>();
const setListeners = new Set<(access: string) => void>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(access: string): void {
  accessToken = access;
  for (const listener of setListeners) listener(access);
}

export function clearAccessToken(): void {
  accessToken = null;
  for (const listener of clearedListeners) listener();
}

/** Called after `clearAccessToken` (logout, or a session that could not be renewed). Returns an unsubscribe function. */
export function onAccessTokenCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Called after `setAccessToken` (sign-in, a renewal here or in another tab). Returns an unsubscribe function. */
export function onAccessTokenSet(listener: (access: string) => void): () => void {
  setListeners.add(listener);
  return () => setListeners.delete(listener);
}
