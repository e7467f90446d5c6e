'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { OTP_COUNTDOWN_SECONDS, type Locale } from '@/lib/config';
import type { PhoneResult } from '@/lib/phone/types';
import { requestSignInCode } from '@/lib/auth/session';
import { signInErrorMessage, type SignInErrorMessage } from '@/lib/auth/sign-in-error';
import PhoneInput from '@/components/phone-input/phone-input';
import Button from '@/components/ui/button';
import Field from '@/components/ui/field';
import FormMessage from './form-message';
import styles from './sign-in-dialog.module.css';

export interface CodeSent {
  /** E.164 */
  phone: string;
  /** As the client sees it, e.g. "+374 91 234567". */
  phoneDisplay: string;
  /** Seconds before a new code may be requested. */
  countdown: number;
  /** The server still holds a code sent moments ago (rate limited): the client may already have it. */
  alreadySent: boolean;
}

interface PhoneStepProps {
  initial: PhoneResult | null;
  onChange: (result: PhoneResult) => void;
  onCodeSent: (sent: CodeSent) => void;
}

/** Step one: the phone number, then "get code". */
export default function PhoneStep({ initial, onChange, onCodeSent }: PhoneStepProps) {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const id = useId();
  const [result, setResult] = useState<PhoneResult | null>(initial);
  const [error, setError] = useState<SignInErrorMessage | null>(null);
  const [sending, setSending] = useState(false);
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!result?.valid || !result.e164) {
      setError({ key: 'invalidPhone' });
      return;
    }
    const phone = result.e164;
    const phoneDisplay = result.formatted || phone;
    setError(null);
    setSending(true);
    try {
      const sent = await requestSignInCode(phone, locale);
      onCodeSent({ phone, phoneDisplay, countdown: Math.max(OTP_COUNTDOWN_SECONDS, sent.retryAfter), alreadySent: false });
    } catch (caught) {
      const message = signInErrorMessage(caught);
      if (message.key === 'rateLimitedRetry' && message.values) {
        // A code went to this number moments ago: let the client enter it while the timer runs.
        onCodeSent({ phone, phoneDisplay, countdown: message.values.seconds, alreadySent: true });
        return;
      }
      setError(message);
      setSending(false);
    }
  };

  return (
    <form className={styles.step} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('phone.intro')}</p>
      <Field id={`${id}-phone`} label={t('phone.label')} required>
        {(control) => (
          <PhoneInput
            ref={input}
            id={control.id}
            value={result}
            format="international"
            required
            aria-describedby={error ? messageId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(next) => {
              setResult(next);
              onChange(next);
              if (error) setError(null);
            }}
          />
        )}
      </Field>
      {error ? (
        <FormMessage id={messageId} tone="error">
          {t(`errors.${error.key}`, error.values)}
        </FormMessage>
      ) : null}
      <Button type="submit" block loading={sending} loadingLabel={t('phone.sending')}>
        {t('phone.submit')}
      </Button>
    </form>
  );
}
