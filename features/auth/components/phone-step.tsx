'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import Button from '@/components/ui/button';
import Field from '@/components/ui/field';
import { loadSignInCalls, requestSignInCode } from '@/features/auth/client/session';
import { OTP_COUNTDOWN_SECONDS } from '@/features/auth/model/otp-code';
import { signInErrorMessage, type SignInErrorMessage } from '@/features/auth/model/sign-in-error';
import { loadPhoneEngine, PhoneInput } from '@/features/phone';
import { type PhoneResult } from '@/features/phone/model';

import FormMessage from './form-message';
import styles from './sign-in-dialog.module.css';
import SignInErrorText from './sign-in-error-text';

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

/**
 * The number to send: the field's own result, or, when the field reported before its phone library
 * had loaded (a fast typist, a slow network), the same text read again once it has.
 */
async function readNumber(result: PhoneResult | null): Promise<{ e164: string; formatted: string } | null> {
  if (result?.valid && result.e164) return { e164: result.e164, formatted: result.formatted };
  if (!result?.input.trim()) return null;
  try {
    const engine = await loadPhoneEngine();
    const parsed = engine.parsePhone(result.input, result.country, { format: 'international' });
    return parsed.valid && parsed.e164 ? { e164: parsed.e164, formatted: parsed.formatted } : null;
  } catch {
    return null;
  }
}

/** Step one: the phone number, then "get code". */
export default function PhoneStep({ initial, onChange, onCodeSent }: PhoneStepProps) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const id = useId();
  const [result, setResult] = useState<PhoneResult | null>(initial);
  const [error, setError] = useState<SignInErrorMessage | null>(null);
  const [sending, setSending] = useState(false);
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    void loadSignInCalls().catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setError(null);
    setSending(true);
    const checked = await readNumber(result);
    if (!checked) {
      setError({ feature: true, key: 'invalidPhone' });
      setSending(false);
      return;
    }
    const phone = checked.e164;
    const phoneDisplay = checked.formatted || phone;
    try {
      const sent = await requestSignInCode(phone, locale);
      onCodeSent({ phone, phoneDisplay, countdown: Math.max(OTP_COUNTDOWN_SECONDS, sent.retryAfter), alreadySent: false });
    } catch (caught) {
      const message = signInErrorMessage(caught);
      if (!message.feature && message.values) {
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
            // No third-party request where a client signs in: the country comes from the clinic's default.
            ipCountryUrl={false}
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
          <SignInErrorText message={error} />
        </FormMessage>
      ) : null}
      <Button type="submit" block loading={sending} loadingLabel={t('phone.sending')}>
        {t('phone.submit')}
      </Button>
    </form>
  );
}
