'use client';

import dynamic from 'next/dynamic';
import { Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocale } from 'next-intl';
import { refreshCookieSubject } from '@/lib/auth/refresh-cookie';
import { afterSignInPath } from '@/lib/auth/return-path';
import { onSessionSignal, sessionActive } from '@/lib/auth/session-signal';
import { useRouter } from '@/lib/i18n/navigation';
import Link from '@/components/ui/link';
import { profileRoute } from '@/lib/routes';
import SignInUrlTrigger from './sign-in-url-trigger';
import styles from './account-button.module.css';

const loadDialog = () => import('./sign-in-dialog');
const SignInDialog = dynamic(loadDialog, { ssr: false });
const loadSession = () => import('@/lib/auth/session');

function subscribe(onChange: () => void) {
  const off = onSessionSignal(onChange);
  // Another tab may have signed in or out.
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  return () => {
    off();
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
  };
}

const serverSubject = () => null;

/**
 * The header's account control, on every page, so it stays tiny: it reads the refresh cookie with a
 * plain cookie read and shows "Sign in" (a button) or "My account" (a link to the profile). The
 * dialog, the API layer and the phone field load only on demand; with a refresh cookie the session
 * is renewed silently once per page load (app start).
 */
export interface AccountButtonLabels {
  signIn: string;
  myAccount: string;
}

/** Labels come from the server header, so no message formatting code ships with every page. */
export default function AccountButton({ labels }: { labels: AccountButtonLabels }) {
  const locale = useLocale();
  const router = useRouter();
  const subject = useSyncExternalStore(subscribe, () => refreshCookieSubject(), serverSubject);
  const [dialog, setDialog] = useState<{ next: string | null } | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!subject || sessionActive()) return;
    void loadSession().then((session) => session.renewSession(locale));
  }, [subject, locale]);

  const requestFromUrl = useCallback(
    (next: string | null) => {
      const signedIn = refreshCookieSubject();
      if (signedIn) router.replace(afterSignInPath(next, signedIn));
      else setDialog({ next });
    },
    [router],
  );

  const preload = () => void loadDialog();

  return (
    <>
      {subject ? (
        <Link href={profileRoute(subject)} prefetch={false} className={styles.account}>
          <UserIcon />
          <span>{labels.myAccount}</span>
        </Link>
      ) : (
        <button
          ref={button}
          type="button"
          className={styles.signIn}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setDialog({ next: null })}
        >
          <UserIcon />
          <span>{labels.signIn}</span>
        </button>
      )}
      <Suspense fallback={null}>
        <SignInUrlTrigger onRequest={requestFromUrl} />
      </Suspense>
      {dialog ? (
        <SignInDialog next={dialog.next} onClose={() => setDialog(null)} returnFocus={() => button.current} />
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
