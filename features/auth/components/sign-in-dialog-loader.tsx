'use client';

import { createElement } from 'react';

import LoadFailure, { retryableLazy } from '@/components/ui/load-failure';

import BundleMessages from './bundle-messages';
import type { SignInDialogProps } from './sign-in-dialog';

/** The dialog's code; call it on intent to have it ready (a failed load is tried again on the next call). */
export const loadSignInDialog = () => import('./sign-in-dialog');
const signInDialog = retryableLazy(loadSignInDialog);

export interface SignInDialogLoaderProps extends SignInDialogProps {
  /**
   * The dialog's code or its texts could not be loaded and no newer build explains it (the connection dropped):
   * nothing is shown, and the caller says so where the visitor asked for the dialog, with a way to try again (the next
   * opening loads it anew). When a newer build is live, the page reloads instead (its files went with the old build).
   */
  onLoadFailed: (error: unknown) => void;
}

/** The sign-in dialog, loaded when it first opens: its code (React.lazy) and its texts (a message bundle fetched then). */
export default function SignInDialogLoader({ onLoadFailed, ...dialog }: SignInDialogLoaderProps) {
  return (
    <LoadFailure
      onFailed={(error) => {
        signInDialog.forget();
        onLoadFailed(error);
      }}
    >
      <BundleMessages bundle="sign-in">{createElement(signInDialog.current(), dialog)}</BundleMessages>
    </LoadFailure>
  );
}
