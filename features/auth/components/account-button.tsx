'use client';

import { Suspense, lazy, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useLocale } from 'next-intl';
import { afterSignInPath } from '@/features/auth/model/return-path';
import { sessionHintSubject } from '@/features/auth/client/session-hint';
import { onSessionSignal } from '@/features/auth/client/session-signal';
import { localizedPath } from '@/lib/i18n/paths';
import { profileRoute } from '@/lib/routes';
import BundleMessages, { loadMessageBundle } from '@/features/auth/components/bundle-messages';
import SignInUrlTrigger, { type SignInRequest } from './sign-in-url-trigger';
import styles from './account-button.module.css';

const loadDialog = () => import('./sign-in-dialog');
// React.lazy rather than next/dynamic: the dialog renders only after a click, and next/dynamic's loader would ship with every page.
const SignInDialog = lazy(loadDialog);
const loadSession = () => import('@/features/auth/client/session');

function subscribe(onChange: () => void) {
  // Local changes and the other tabs (BroadcastChannel); focus and pageshow for a restored page.
  const off = onSessionSignal(onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  return () => {
    off();
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
  };
}

const serverSubject = () => null;

export interface AccountButtonLabels {
  signIn: string;
  myAccount: string;
  logOut: string;
  logoutFailed: string;
  logoutRetry: string;
}

/**
 * The header's account control, on every page, so it stays tiny: it reads the session hint cookie
 * (the client id only; the refresh token is HttpOnly) and shows "Sign in" (a button) or "My
 * account" (a plain link: entering the profile is a document load, under the profile's strict
 * policy) and "Log out". The dialog and the API layer load only on demand.
 */
export default function AccountButton({ labels }: { labels: AccountButtonLabels }) {
  const locale = useLocale();
  const subject = useSyncExternalStore(subscribe, () => sessionHintSubject(), serverSubject);
  const [dialog, setDialog] = useState<SignInRequest | null>(null);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const requestFromUrl = useCallback(
    (request: SignInRequest) => {
      const signedIn = sessionHintSubject();
      // A document load: the profile's own strict policy applies.
      if (signedIn) window.location.replace(localizedPath(locale, afterSignInPath(request.next, signedIn)));
      else setDialog(request);
    },
    [locale],
  );

  // On the profile, the page itself then leaves for the home page (use-profile-access.ts).
  // A logout the site's server never heard of leaves its cookie alive: the page says so and offers another try.
  const logOut = () => {
    setLogoutFailed(false);
    void loadSession()
      .then((session) => session.logout(locale))
      .then((ended) => setLogoutFailed(!ended), () => setLogoutFailed(true));
  };

  // The dialog's code and its texts (not sent with the page) load as soon as the visitor shows intent.
  const preload = () => {
    void loadDialog();
    loadMessageBundle(locale, 'sign-in').catch(() => undefined);
  };

  return (
    <>
      {subject ? (
        <span className={styles.group}>
          <a href={localizedPath(locale, profileRoute(subject))} className={styles.account}>
            <UserIcon />
            <span>{labels.myAccount}</span>
          </a>
          <button type="button" className={styles.logOut} onClick={logOut}>
            {labels.logOut}
          </button>
        </span>
      ) : (
        <button
          ref={button}
          type="button"
          className={styles.signIn}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setDialog({ next: null, ended: false })}
        >
          <UserIcon />
          <span>{labels.signIn}</span>
        </button>
      )}
      {logoutFailed ? (
        <p role="alert" className={styles.logoutFailed}>
          {labels.logoutFailed}{' '}
          <button type="button" className={styles.logOut} onClick={logOut}>
            {labels.logoutRetry}
          </button>
        </p>
      ) : null}
      <Suspense fallback={null}>
        <SignInUrlTrigger onRequest={requestFromUrl} />
      </Suspense>
      {dialog ? (
        <Suspense fallback={null}>
          <BundleMessages bundle="sign-in">
            <SignInDialog
              next={dialog.next}
              sessionEnded={dialog.ended}
              onClose={() => setDialog(null)}
              returnFocus={() => button.current}
            />
          </BundleMessages>
        </Suspense>
      ) : null}
    </>
  );
}

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
