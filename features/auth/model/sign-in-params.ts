/**
 * The URL parameters that open the sign-in dialog (`/?signin=1&next=/profile/7&ended=1`): the profile
 * guard (server and browser) writes them, the header's URL trigger reads them.
 */
export const SIGN_IN_PARAM = 'signin';
export const NEXT_PARAM = 'next';
/** Set when a session expired or was revoked: the dialog says so. */
export const SESSION_ENDED_PARAM = 'ended';

export function signInQuery(next: string, ended: boolean): Record<string, string> {
  return { [SIGN_IN_PARAM]: '1', [NEXT_PARAM]: next, ...(ended ? { [SESSION_ENDED_PARAM]: '1' } : {}) };
}
