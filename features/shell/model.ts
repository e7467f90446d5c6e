/** The shell feature's pure part: the document's inline script, for the page and for the proxy's policy. */
import { SESSION_HINT_COOKIE_NAME } from '@/features/auth/model';
import { documentScript } from '@/lib/first-tap/document-script';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME } from '@/lib/locales';

/** The head's inline script (lib/first-tap/document-script.ts), the same text on every page. */
export const DOCUMENT_SCRIPT = documentScript({
  sessionHintCookie: SESSION_HINT_COOKIE_NAME,
  localeCookie: LOCALE_COOKIE_NAME,
  localeCookieMaxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
});
