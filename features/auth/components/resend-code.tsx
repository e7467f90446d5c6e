'use client';

import { useTranslations } from 'next-intl';

import Button from '@/components/ui/button';
import { formatCountdown } from '@/features/auth/model/countdown';

import styles from './sign-in-dialog.module.css';

interface ResendCodeProps {
  /** Seconds left before a new code may be requested. */
  remaining: number;
  sending: boolean;
  onResend: () => void;
}

/** The countdown, then the "send a new code" button once it has run out. */
export default function ResendCode({ remaining, sending, onResend }: ResendCodeProps) {
  const t = useTranslations('Auth');
  if (remaining > 0) {
    // role=timer is not announced every second (its live region is off).
    return (
      <p className={styles.countdown} role="timer">
        {t('code.resendIn', { time: formatCountdown(remaining) })}
      </p>
    );
  }
  return (
    <Button variant="ghost" size="sm" loading={sending} loadingLabel={t('code.resending')} onClick={onResend}>
      {t('code.resend')}
    </Button>
  );
}
