'use client';

import 'client-only';

import SignInDialogLoader from '../components/sign-in-dialog-loader';
import type { SignedIn } from './session';

export interface SignInInPlaceProps {
  /** Called once the visitor is signed in; the dialog is then closed by the caller. */
  onSignedIn: (signedIn: SignedIn) => void;
  onClose: () => void;
  /** The dialog could not be loaded: the caller says so and offers to try again. */
  onLoadFailed: (error: unknown) => void;
  returnFocus?: () => HTMLElement | null;
}

/**
 * The one-time-code sign-in dialog inside another flow (booking): the visitor stays on the page and the flow goes on
 * signed in. The header's account control hears of the new session at once (session-signal.ts).
 */
export default function SignInInPlace(props: SignInInPlaceProps) {
  return <SignInDialogLoader {...props} />;
}
