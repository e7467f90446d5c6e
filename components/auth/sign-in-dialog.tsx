'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { afterSignInPath } from '@/lib/auth/return-path';
import type { SignedIn } from '@/lib/auth/session';
import { useRouter } from '@/lib/i18n/navigation';
import type { PhoneResult } from '@/lib/phone/types';
import CodeStep from './code-step';
import ModalDialog from './modal-dialog';
import PhoneStep, { type CodeSent } from './phone-step';

export interface SignInDialogProps {
  /** Return path from the URL (`?next=`); trusted only if it is the client's own profile. */
  next?: string | null;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}

/** Sign-in with a one-time code: phone → code → the client's profile. */
export default function SignInDialog({ next, onClose, returnFocus }: SignInDialogProps) {
  const t = useTranslations('Auth');
  const router = useRouter();
  const [phone, setPhone] = useState<PhoneResult | null>(null);
  const [sent, setSent] = useState<CodeSent | null>(null);

  const signedIn = ({ subject }: SignedIn) => {
    onClose();
    router.push(afterSignInPath(next, subject));
  };

  return (
    <ModalDialog title={t('dialogTitle')} closeLabel={t('close')} onClose={onClose} returnFocus={returnFocus}>
      {sent ? (
        <CodeStep
          key={`${sent.phone}-${sent.countdown}`}
          phone={sent.phone}
          phoneDisplay={sent.phoneDisplay}
          countdown={sent.countdown}
          alreadySent={sent.alreadySent}
          onChangePhone={() => setSent(null)}
          onSignedIn={signedIn}
        />
      ) : (
        <PhoneStep initial={phone} onChange={setPhone} onCodeSent={setSent} />
      )}
    </ModalDialog>
  );
}
