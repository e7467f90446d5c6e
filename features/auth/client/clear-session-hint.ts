import 'client-only';

import Cookies from 'js-cookie';

import { SESSION_HINT_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';

/** Forgets the header's hint (session-hint.ts) at once on logout; the site's server clears both cookies for good. */
export function clearSessionHint(): void {
  Cookies.remove(SESSION_HINT_COOKIE_NAME, { path: '/', sameSite: 'strict' });
}
