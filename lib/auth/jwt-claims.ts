/**
 * Reads the claims (middle part) of a JWT without verifying it, with no library, so the edge
 * middleware and the header button can use it. The API verifies tokens; this only routes people.
 */
export interface BasicClaims {
  sub?: string;
  exp?: number;
  [claim: string]: unknown;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readJwtClaims(token: string): BasicClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(parts[1])) as unknown;
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as BasicClaims) : null;
  } catch {
    return null;
  }
}

/** The subject of a token that has not expired yet (a token without `exp` counts as live), else null. */
export function liveSubject(token: string | null | undefined, now = Date.now()): string | null {
  if (!token) return null;
  const claims = readJwtClaims(token);
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) return null;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return null;
  return claims.sub;
}
