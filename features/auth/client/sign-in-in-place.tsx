'use client';

import 'client-only';

import { lazy, Suspense } from 'react';

import BundleMessages from '../components/bundle-messages';
import type { SignedIn } from './session';

const SignInDialog = lazy(() => import('../components/sign-in-dialog'));

export interface SignInInPlaceProps {
  /** Called once the visitor is signed in; the dialog is then closed by the caller. */
  onSignedIn: (signedIn: SignedIn) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}

/**
 * The one-time-code sign-in dialog inside another flow (booking): the visitor stays on the page and the flow goes on
 * signed in. The header's account control hears of the new session at once (session-signal.ts).
 */
export default function SignInInPlace({ onSignedIn, onClose, returnFocus }: SignInInPlaceProps) {
  return (
    <Suspense fallback={null}>
      <BundleMessages bundle="sign-in">
        <SignInDialog onSignedIn={onSignedIn} onClose={onClose} returnFocus={returnFocus} />
      </BundleMessages>
    </Suspense>
  );
}
