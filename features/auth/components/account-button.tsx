'use client';

import { useLocale } from 'next-intl';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';

import { sessionHintSubject } from '@/features/auth/client/session-hint';
import { onSessionSignal } from '@/features/auth/client/session-signal';
import { loadMessageBundle } from '@/features/auth/components/message-bundle-loading';
import { afterSignInPath } from '@/features/auth/model/return-path';
import { SIGN_IN_PARAM } from '@/features/auth/model/sign-in-params';
import AfterHydration from '@/lib/app/after-hydration';
import { ACCOUNT_LINK_ATTRIBUTE, SESSION_ATTRIBUTE } from '@/lib/first-tap/document-script';
import { localizedPath } from '@/lib/i18n/paths';
import { profileRoute } from '@/lib/routes';

import styles from './account-button.module.css';
import SignInDialogLoader, { loadSignInDialog } from './sign-in-dialog-loader';
import SignInUrlTrigger, { type SignInRequest } from './sign-in-url-trigger';

const loadSession = () => import('@/features/auth/client/session');

/** The mark the head's script sets before the first paint (lib/first-tap), kept true as the session changes. */
function markSession() {
  if (sessionHintSubject()) document.documentElement.setAttribute(SESSION_ATTRIBUTE, 'in');
  else document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
}

function subscribe(onChange: () => void) {
  const changed = () => {
    markSession();
    onChange();
  };
  // Local changes and the other tabs (BroadcastChannel); focus and pageshow for a restored page.
  const off = onSessionSignal(changed);
  window.addEventListener('focus', changed);
  window.addEventListener('pageshow', changed);
  return () => {
    off();
    window.removeEventListener('focus', changed);
    window.removeEventListener('pageshow', changed);
  };
}

/** "My account" before the page knows the client id: the address that opens sign-in (SignInUrlTrigger), which
 * sends a signed-in client on to their profile. */
const SIGN_IN_HREF = `?${SIGN_IN_PARAM}=1`;

/** Unknown on the server and while hydrating: the page then carries both states, and CSS shows one. */
const serverSubject = () => undefined;

export interface AccountButtonLabels {
  signIn: string;
  myAccount: string;
  logOut: string;
  logoutFailed: string;
  /** The sign-in dialog could not be loaded. */
  signInFailed: string;
  retry: string;
}

/**
 * The header's account control, on every page, so it stays tiny. The stored page carries both states, "Sign in"
 * and "My account" with "Log out", and CSS shows one by the mark the head's script puts on `<html>` from the
 * session hint cookie (the client id only; the refresh token is HttpOnly) before the first paint: a signed-in
 * client never sees "Sign in" flash, and the page stays the same for everyone. Once hydrated, it renders only
 * the one that applies. "Sign in" opens a dialog, so it stays a button: a tap before the page is interactive is
 * replayed once it is (lib/first-tap), with no second page load. "My account" is a plain link (entering the
 * profile is a document load, under the profile's strict policy); before the page knows the client id, the
 * head's script completes it on a tap. The dialog and the API layer load only on demand.
 */
export default function AccountButton({ labels }: { labels: AccountButtonLabels }) {
  const locale = useLocale();
  const subject = useSyncExternalStore<string | null | undefined>(subscribe, () => sessionHintSubject(), serverSubject);
  const [dialog, setDialog] = useState<SignInRequest | null>(null);
  /** What could not be done (a logout, or loading the dialog): said by the control, with a way to try again. */
  const [failure, setFailure] = useState<{ message: string; retry: () => void } | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const openDialog = useCallback((request: SignInRequest) => {
    setFailure(null);
    setDialog(request);
  }, []);

  const requestFromUrl = useCallback(
    (request: SignInRequest) => {
      const signedIn = sessionHintSubject();
      // A document load: the profile's own strict policy applies.
      if (signedIn) window.location.replace(localizedPath(locale, afterSignInPath(request.next, signedIn)));
      else openDialog(request);
    },
    [locale, openDialog],
  );

  // On the profile, the page itself then leaves for the home page (use-profile-access.ts).
  // A logout the site's server never heard of leaves its cookie alive: the page says so and offers another try.
  const logOut = () => {
    setFailure(null);
    const failed = () => setFailure({ message: labels.logoutFailed, retry: logOut });
    void loadSession()
      .then((session) => session.logout(locale))
      .then((ended) => (ended ? undefined : failed()), failed);
  };

  // The dialog's code and its texts (not sent with the page) load as soon as the visitor shows intent.
  const preload = () => {
    loadSignInDialog().catch(() => undefined);
    loadMessageBundle(locale, 'sign-in').catch(() => undefined);
  };

  return (
    <>
      {subject !== null ? (
        <span className={styles.group}>
          <a
            href={subject ? localizedPath(locale, profileRoute(subject)) : SIGN_IN_HREF}
            className={styles.account}
            {...{
              [ACCOUNT_LINK_ATTRIBUTE]: localizedPath(locale, profileRoute('')),
            }}
          >
            <UserIcon />
            <span>{labels.myAccount}</span>
          </a>
          <button type="button" className={styles.logOut} onClick={logOut}>
            {labels.logOut}
          </button>
        </span>
      ) : null}
      {!subject ? (
        <button
          ref={button}
          type="button"
          className={styles.signIn}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => openDialog({ next: null, ended: false })}
        >
          <UserIcon />
          <span>{labels.signIn}</span>
        </button>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.failed}>
          {failure.message}{' '}
          <button type="button" className={styles.logOut} onClick={failure.retry}>
            {labels.retry}
          </button>
        </p>
      ) : null}
      <AfterHydration>
        <SignInUrlTrigger onRequest={requestFromUrl} />
      </AfterHydration>
      {dialog ? (
        // Loaded by a plain import() rather than next/dynamic: next/dynamic's own loader would ship with every page.
        <SignInDialogLoader
          next={dialog.next}
          sessionEnded={dialog.ended}
          onClose={() => setDialog(null)}
          onLoadFailed={() => {
            setDialog(null);
            setFailure({ message: labels.signInFailed, retry: () => openDialog(dialog) });
          }}
          returnFocus={() => button.current}
        />
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
