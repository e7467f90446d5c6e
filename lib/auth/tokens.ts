/**
 * Token storage only: the access token lives in module memory (browser), the refresh token in a
 * cookie that expires with the token itself. The session store builds on this.
 */
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS, REFRESH_COOKIE_NAME } from '@/lib/config';

export interface TokenUpdate {
  access: string;
  refresh?: string;
}

/** What the API layer needs from a token store; tests and the server pass their own. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: TokenUpdate): void;
  clearTokens(): void;
}

let accessToken: string | null = null;
const clearedListeners = new Set<() => void>();
const setListeners = new Set<(tokens: TokenUpdate) => void>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function getRefreshToken(): string | null {
  if (typeof document === 'undefined') return null;
  return Cookies.get(REFRESH_COOKIE_NAME) ?? null;
}

/** When the refresh cookie should expire: the token's own `exp`, else the fallback lifetime. */
export function refreshCookieExpiry(refresh: string, now = Date.now()): Date {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(refresh);
    if (typeof exp === 'number' && Number.isFinite(exp)) return new Date(exp * 1000);
  } catch {
    // not a JWT: fall through to the fallback lifetime
  }
  return new Date(now + REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS * 1000);
}

export function setTokens(tokens: TokenUpdate): void {
  accessToken = tokens.access;
  if (tokens.refresh && typeof document !== 'undefined') {
    Cookies.set(REFRESH_COOKIE_NAME, tokens.refresh, {
      expires: refreshCookieExpiry(tokens.refresh),
      path: '/',
      sameSite: 'Strict',
      secure: typeof location !== 'undefined' && location.protocol === 'https:',
    });
  }
  for (const listener of setListeners) listener(tokens);
}

export function clearTokens(): void {
  accessToken = null;
  if (typeof document !== 'undefined') Cookies.remove(REFRESH_COOKIE_NAME, { path: '/' });
  for (const listener of clearedListeners) listener();
}

/** Called after `clearTokens` (logout, or a failed refresh). Returns an unsubscribe function. */
export function onTokensCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Called after `setTokens` (sign-in, or a refresh by the API layer). Returns an unsubscribe function. */
export function onTokensSet(listener: (tokens: TokenUpdate) => void): () => void {
  setListeners.add(listener);
  return () => setListeners.delete(listener);
}

export const browserTokenStore: TokenStore = { getAccessToken, getRefreshToken, setTokens, clearTokens };
