'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { openDocument } from '@/features/auth/client/open-document';
import { clearPendingCode, readPendingCode, savePendingCode } from '@/features/auth/client/pending-code';
import type { SignedIn } from '@/features/auth/client/session';
import { afterSignInPath } from '@/features/auth/model/return-path';
import { type PhoneResult } from '@/features/phone/model';
import { localizedPath } from '@/lib/i18n/paths';

import CodeStep from './code-step';
import FormMessage from './form-message';
import ModalDialog from './modal-dialog';
import PhoneStep, { type CodeSent } from './phone-step';

export interface SignInDialogProps {
  /** Return path from the URL (`?next=`); trusted only if it is the client's own profile. */
  next?: string | null;
  /** The previous session expired or was revoked: say so above the form. */
  sessionEnded?: boolean;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
  /** Sign-in inside another flow (booking): called instead of opening the profile. */
  onSignedIn?: (signedIn: SignedIn) => void;
}

/** A code sent within the countdown (before a close or a reload) brings the client back to the code step. */
function pendingCodeStep(): CodeSent | null {
  const pending = readPendingCode();
  return pending ? { phone: pending.phone, phoneDisplay: pending.phoneDisplay, countdown: pending.remaining, alreadySent: true } : null;
}

/** Sign-in with a one-time code: phone → code → the client's profile. */
export default function SignInDialog({ next, sessionEnded = false, onClose, returnFocus, onSignedIn }: SignInDialogProps) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const [phone, setPhone] = useState<PhoneResult | null>(null);
  const [sent, setSent] = useState<CodeSent | null>(pendingCodeStep);

  const codeSent = (next: CodeSent) => {
    savePendingCode(next.phone, next.phoneDisplay, next.countdown);
    setSent(next);
  };

  const signedIn = ({ subject }: SignedIn) => {
    clearPendingCode();
    if (onSignedIn) {
      onSignedIn({ subject });
      return;
    }
    onClose();
    // A document load, not a client-side navigation: the profile's own strict policy (nonce CSP) applies.
    openDocument(localizedPath(locale, afterSignInPath(next, subject)));
  };

  return (
    <ModalDialog title={t('dialogTitle')} closeLabel={t('close')} onClose={onClose} returnFocus={returnFocus}>
      {sessionEnded ? (
        <FormMessage id="session-ended" tone="info">
          {t('sessionEnded')}
        </FormMessage>
      ) : null}
      {sent ? (
        <CodeStep
          key={`${sent.phone}-${sent.countdown}`}
          phone={sent.phone}
          phoneDisplay={sent.phoneDisplay}
          countdown={sent.countdown}
          alreadySent={sent.alreadySent}
          onCountdown={(seconds) => savePendingCode(sent.phone, sent.phoneDisplay, seconds)}
          onChangePhone={() => {
            clearPendingCode();
            setSent(null);
          }}
          onSignedIn={signedIn}
        />
      ) : (
        <PhoneStep initial={phone} onChange={setPhone} onCodeSent={codeSent} />
      )}
    </ModalDialog>
  );
}
