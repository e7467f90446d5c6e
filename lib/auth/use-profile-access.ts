'use client';

import { useCallback, useEffect, useRef } from 'react';
import { setApiLocale } from '@/lib/api/client';
import type { Locale } from '@/lib/config';
import { useRouter } from '@/lib/i18n/navigation';
import { profileRoute } from '@/lib/routes';
import { refreshCookieSubject } from './refresh-cookie';
import { logout, renewSession } from './session';
import { sessionStore } from './session-store';
import { clearTokens } from './tokens';
import { useSession } from './use-session';

export interface ProfileAccess {
  /** The session is live and belongs to this profile: its data may load and show. */
  ready: boolean;
  logOut: () => void;
}

/**
 * The browser half of the profile guard (the middleware is the other): renews the session when only
 * the refresh cookie is there, sends a visitor without a session to the sign-in dialog (also after
 * the back button or a restore from the back-forward cache), sends a client to their own id, and
 * drops the session when the refresh cookie was removed or replaced elsewhere (a logout, or another
 * client signing in, in another tab).
 */
export function useProfileAccess(id: string, locale: Locale): ProfileAccess {
  // Before any query of this render runs: the API must answer in the page's language.
  setApiLocale(locale);
  const session = useSession();
  const router = useRouter();
  const leaving = useRef(false);
  const subject = session.claims?.sub ?? null;
  const ready = session.loggedIn && subject === id;

  useEffect(() => {
    if (leaving.current) return;
    if (session.loggedIn) {
      if (subject && subject !== id) router.replace(profileRoute(subject));
      return;
    }
    if (session.renewing) return;
    if (refreshCookieSubject()) {
      void renewSession(locale);
      return;
    }
    leaving.current = true;
    router.replace({ pathname: '/', query: { signin: '1', next: profileRoute(id) } });
  }, [session.loggedIn, session.renewing, subject, id, locale, router]);

  useEffect(() => {
    const dropIfCookieGone = () => {
      const { loggedIn, claims } = sessionStore.getState();
      if (!loggedIn) return;
      const cookieSubject = refreshCookieSubject();
      if (!cookieSubject) clearTokens();
      // Another client's cookie: forget this page's memory entirely (clearing would log them out).
      else if (cookieSubject !== claims?.sub) window.location.reload();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) dropIfCookieGone();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') dropIfCookieGone();
    };
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('focus', dropIfCookieGone);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('focus', dropIfCookieGone);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const logOut = useCallback(() => {
    leaving.current = true;
    logout();
    router.push('/');
  }, [router]);

  return { ready, logOut };
}
