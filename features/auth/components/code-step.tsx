'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import Button from '@/components/ui/button';
import Field from '@/components/ui/field';
import { requestSignInCode, signInWithCode, type SignedIn } from '@/features/auth/client/session';
import { useCountdown } from '@/features/auth/client/use-countdown';
import { isCompleteOtp, OTP_CODE_LENGTH, OTP_COUNTDOWN_SECONDS, sanitizeOtpInput } from '@/features/auth/model/otp-code';
import { needsNewCode, signInErrorMessage, type SignInErrorMessage } from '@/features/auth/model/sign-in-error';
import { phoneInText } from '@/features/phone/model';

import CodeField from './code-field';
import FormMessage from './form-message';
import ResendCode from './resend-code';
import styles from './sign-in-dialog.module.css';
import SignInErrorText from './sign-in-error-text';

type Notice = 'sentTo' | 'alreadySent' | 'resent';

interface CodeStepProps {
  phone: string;
  phoneDisplay: string;
  /** Seconds before a new code may be requested. */
  countdown: number;
  alreadySent: boolean;
  /** The countdown restarted (a new code, or the server's wait): the session keeps its deadline. */
  onCountdown: (seconds: number) => void;
  onChangePhone: () => void;
  onSignedIn: (signedIn: SignedIn) => void;
}

interface OtpCredentialLike extends Credential {
  code?: string;
}

/** Step two: the code from the SMS, the countdown to a new code, and sign-in. */
export default function CodeStep({ phone, phoneDisplay, countdown, alreadySent, onCountdown, onChangePhone, onSignedIn }: CodeStepProps) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<'idle' | 'verifying' | 'resending'>('idle');
  const [error, setError] = useState<SignInErrorMessage | null>(null);
  const [notice, setNotice] = useState<Notice>(alreadySent ? 'alreadySent' : 'sentTo');
  const timer = useCountdown(countdown);
  const start = (seconds: number) => {
    timer.start(seconds);
    onCountdown(seconds);
  };
  const codeSpent = error ? needsNewCode(error) : false;
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;

  useEffect(() => {
    input.current?.focus();
  }, []);

  const verify = async (value: string) => {
    if (busy.current) return;
    if (!isCompleteOtp(value)) {
      setError({ feature: true, key: 'incomplete' });
      input.current?.focus();
      return;
    }
    busy.current = true;
    setError(null);
    setStatus('verifying');
    try {
      const signedIn = await signInWithCode(phone, value, locale);
      onSignedIn(signedIn);
    } catch (caught) {
      const message = signInErrorMessage(caught);
      setError(message);
      if (!message.feature && message.values) start(Math.max(timer.remaining, message.values.seconds));
      setStatus('idle');
      // The wrong code stays selected, so typing the right one replaces it.
      requestAnimationFrame(() => {
        input.current?.focus();
        input.current?.select();
      });
    } finally {
      busy.current = false;
    }
  };

  // WebOTP: where the browser can read the code from the SMS, it fills in and signs in by itself.
  const verifyRef = useRef(verify);
  useEffect(() => {
    verifyRef.current = verify;
  });
  useEffect(() => {
    if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return;
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const received = sanitizeOtpInput((credential as OtpCredentialLike | null)?.code ?? '');
        if (!isCompleteOtp(received)) return;
        setCode(received);
        void verifyRef.current(received);
      })
      .catch(() => {
        // Aborted, dismissed or unsupported: the client types the code.
      });
    return () => controller.abort();
  }, [notice]);

  const resend = async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('resending');
    setError(null);
    try {
      const sent = await requestSignInCode(phone, locale);
      start(Math.max(OTP_COUNTDOWN_SECONDS, sent.retryAfter));
      setCode('');
      setNotice('resent');
      input.current?.focus();
    } catch (caught) {
      const message = signInErrorMessage(caught);
      setError(message);
      if (!message.feature && message.values) start(Math.max(timer.remaining, message.values.seconds));
    } finally {
      busy.current = false;
      setStatus('idle');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  const describedBy = [error ? errorId : null, noticeId].filter(Boolean).join(' ');

  return (
    <form className={styles.step} onSubmit={submit} noValidate>
      <p id={noticeId} className={styles.lead} role="status">
        {t(`code.${notice}`, { phone: phoneInText(phoneDisplay) })}
      </p>
      <Field id={`${id}-code`} label={t('code.label')} hint={t('code.hint', { length: OTP_CODE_LENGTH })}>
        {(control) => (
          <CodeField
            ref={input}
            id={control.id}
            value={code}
            readOnly={status === 'verifying'}
            aria-describedby={[describedBy, control['aria-describedby']].filter(Boolean).join(' ')}
            aria-invalid={error && (error.feature || error.key === 'validation') ? true : undefined}
            onChange={(next) => {
              setCode(next);
              if (error) setError(null);
            }}
            onComplete={(complete) => void verify(complete)}
          />
        )}
      </Field>
      {error ? (
        <FormMessage id={errorId} tone="error">
          <SignInErrorText message={error} />
        </FormMessage>
      ) : null}
      <Button type="submit" block loading={status === 'verifying'} loadingLabel={t('code.verifying')} disabled={codeSpent}>
        {t('code.submit')}
      </Button>
      <div className={styles.actions}>
        <ResendCode remaining={timer.remaining} sending={status === 'resending'} onResend={resend} />
        <Button variant="ghost" size="sm" onClick={onChangePhone}>
          {t('code.changePhone')}
        </Button>
      </div>
    </form>
  );
}
