import { jwtDecode } from 'jwt-decode';

import type { AccessClaims } from '@/features/auth/api/calls';

/**
 * The claims of an access token (its middle part, decoded with jwt-decode). A token whose claims
 * lack the subject or the expiry is treated as having none, so it never counts as a session.
 */
export function decodeAccessClaims(token: string | null): AccessClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<Partial<AccessClaims>>(token);
    if (typeof claims.sub !== 'string' || !claims.sub || typeof claims.exp !== 'number') return null;
    return {
      sub: claims.sub,
      exp: claims.exp,
      name: typeof claims.name === 'string' ? claims.name : '',
      phone: typeof claims.phone === 'string' ? claims.phone : '',
      ...(typeof claims.iat === 'number' ? { iat: claims.iat } : {}),
    };
  } catch {
    return null;
  }
}
