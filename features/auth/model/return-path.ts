/**
 * Where the client goes after signing in. `next` comes from the URL, so it is trusted only when it is
 * a same-site profile path (`/profile/{id}`: no locale prefix, no host, no query).
 */
import { PROFILE_ID_PATTERN, profileRoute } from '@/lib/routes';

const PROFILE_PREFIX = profileRoute('');

export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next?.startsWith(PROFILE_PREFIX)) return null;
  return PROFILE_ID_PATTERN.test(next.slice(PROFILE_PREFIX.length)) ? next : null;
}

/**
 * The return path when it is a valid profile path of this client. Someone else's profile id (a
 * shared link, a previous client on the same browser) would only bounce off the guard, so the
 * client goes straight to their own profile instead; so does a missing or unsafe `next`.
 */
export function afterSignInPath(next: string | null | undefined, subject: string): string {
  const own = profileRoute(subject);
  const safe = safeReturnPath(next);
  return safe && safe === own ? safe : own;
}
