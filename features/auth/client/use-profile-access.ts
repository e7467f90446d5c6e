import 'client-only';

import { useCallback, useEffect, useRef } from 'react';

import { useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { profileRoute } from '@/lib/routes';

import { signInQuery } from '../model/sign-in-params';
import { clearAccessToken } from '../model/tokens';
import { logout, renewSession } from './session';
import { sessionHintSubject } from './session-hint';
import { useSession } from './use-session';

export interface ProfileAccess {
  /** The session is live and belongs to this profile: its data may load and show. */
  ready: boolean;
  /** The renewal could not reach the server (the session may be alive): show a retry. */
  renewalFailed: boolean;
  retryRenewal: () => void;
  logOut: () => void;
}

/**
 * The browser half of the profile guard (the middleware is the other): renews the session from the
 * HttpOnly refresh cookie on a document load, sends a visitor without a session to the sign-in
 * dialog (saying so when the session expired or was revoked), and sends a client to their own id.
 * Logouts in other tabs arrive by message (session.ts); a page restored from the back-forward cache
 * checks the hint cookie.
 */
export function useProfileAccess(id: string, locale: Locale): ProfileAccess {
  const session = useSession();
  const router = useRouter();
  const leaving = useRef(false);
  /** This page has shown the client's data: a logout now means "go home", not "sign in". */
  const wasReady = useRef(false);
  const subject = session.claims?.sub ?? null;
  const ready = session.loggedIn && subject === id;

  useEffect(() => {
    if (leaving.current) return;
    if (ready) wasReady.current = true;
    if (session.loggedIn) {
      if (subject && subject !== id) router.replace(profileRoute(subject));
      return;
    }
    if (session.renewing || session.renewalFailed) return;
    if (sessionHintSubject()) {
      // A task of its own: the renewal's first render does not lengthen the task that ends the page's hydration.
      const renewal = setTimeout(() => void renewSession(locale), 0);
      return () => clearTimeout(renewal);
    }
    leaving.current = true;
    // A logout (here, in the header or in another tab) goes home; anything else asks to sign in.
    if (session.ended === 'logout' && wasReady.current) router.replace('/');
    else router.replace({ pathname: '/', query: signInQuery(profileRoute(id), session.ended === 'expired') });
  }, [ready, session.loggedIn, session.renewing, session.renewalFailed, session.ended, subject, id, locale, router]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const hint = sessionHintSubject();
      if (!hint) clearAccessToken();
      else if (hint !== id) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [id]);

  const retryRenewal = useCallback(() => void renewSession(locale), [locale]);

  const logOut = useCallback(() => {
    leaving.current = true;
    void logout(locale).then(() => router.push('/'));
  }, [router, locale]);

  return { ready, renewalFailed: session.renewalFailed, retryRenewal, logOut };
}
