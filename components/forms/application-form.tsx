'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { SERVICE_SLUGS, staticContentRoute, type ServiceSlug } from '@/lib/routes';
import type { PhoneResult } from '@/lib/phone/types';
import PhoneInput from '@/components/phone-input/phone-input';
import { loadPhoneEngine } from '@/components/phone-input/load-phone-engine';
import Button from '@/components/ui/button';
import Field from '@/components/ui/field';
import ApplicationSuccess from './application-success';
import {
  APPLICATION_FIELDS,
  validateApplication,
  type ApplicationField,
  type ApplicationValues,
  type FieldError,
  type FieldErrors,
} from './application-validation';
import { clinicToday } from './clinic-today';
import { loadApplicationApi, type ApplicationApi } from './load-application-api';
import { useClinicToday } from './use-clinic-today';
import styles from './application-form.module.css';

export interface ApplicationFormProps {
  /** Preselected service (on a service page). */
  defaultService?: ServiceSlug;
  /** Id of the section (a link target such as #application); field ids derive from it. */
  id?: string;
}

const PRIVACY_POLICY_PATH = staticContentRoute('privacy-policy');

/** Shown next to a field: a client rule (translated here) or the server's own localized text. */
type ShownError = { rule: FieldError } | { text: string };

function emptyValues(service?: ServiceSlug): ApplicationValues {
  return { name: '', phone: null, service: service ?? '', preferredDate: '', message: '', consent: false };
}

/** A visitor asks the clinic to call back and book a visit (spec: create application). */
export default function ApplicationForm({ defaultService, id = 'application' }: ApplicationFormProps) {
  const t = useTranslations('ApplicationForm');
  const locale = useLocale();
  const tServices = useTranslations('Services');
  const tApi = useTranslations('ApiErrors');
  const today = useClinicToday();

  const [values, setValues] = useState<ApplicationValues>(() => emptyValues(defaultService));
  const [errors, setErrors] = useState<Partial<Record<ApplicationField, ShownError>>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  /** A failed send: the message, and a counter so the same message is announced again. */
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ name: string; phone: string } | null>(null);
  const [api, setApi] = useState<ApplicationApi | null>(null);
  const busy = useRef(false);

  const fieldId = (field: ApplicationField) => `${id}-${field}`;

  const prepare = () => {
    if (api) return Promise.resolve(api);
    return loadApplicationApi().then((loaded) => {
      setApi(loaded);
      return loaded;
    });
  };

  const errorText = (field: ApplicationField): string | undefined => {
    const shown = errors[field];
    if (!shown) return undefined;
    return 'text' in shown ? shown.text : t(`errors.${shown.rule.key}`, shown.rule.values);
  };

  const checkField = (field: ApplicationField, next: ApplicationValues, loaded: ApplicationApi | null = api) => {
    if (!loaded) return;
    const check = validateApplication(next, loaded.schema, clinicToday());
    const rule = check.ok ? undefined : check.errors[field];
    setErrors((current) => {
      const copy = { ...current };
      if (rule) copy[field] = { rule };
      else delete copy[field];
      return copy;
    });
  };

  // Built on the latest state, not this render's: the phone field reports again when its library
  // arrives, possibly through an older callback, and must not undo what was typed or ticked meanwhile.
  const change = <K extends ApplicationField>(field: K, value: ApplicationValues[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A field already marked wrong is re-checked as the visitor fixes it.
      if (errors[field]) queueMicrotask(() => checkField(field, next));
      return next;
    });
  };

  /** Leaving a filled field checks it; leaving an empty one does not nag. */
  const leave = (field: ApplicationField) => {
    const filled =
      field === 'phone' ? Boolean(values.phone?.input.trim()) : field === 'consent' ? false : String(values[field]).trim() !== '';
    if (filled || errors[field]) prepare().then((loaded) => checkField(field, values, loaded), () => {});
  };

  const focusFirst = (fields: Iterable<string>) => {
    const wanted = new Set(fields);
    const first = APPLICATION_FIELDS.find((field) => wanted.has(field));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const showRuleErrors = (found: FieldErrors) => {
    const shown: Partial<Record<ApplicationField, ShownError>> = {};
    for (const [field, rule] of Object.entries(found) as Array<[ApplicationField, FieldError]>) shown[field] = { rule };
    setErrors(shown);
    setOtherErrors([]);
    focusFirst(Object.keys(shown));
  };

  const showServerErrors = (fields: Record<string, string[]>) => {
    const shown: Partial<Record<ApplicationField, ShownError>> = {};
    const other: string[] = [];
    for (const [field, messages] of Object.entries(fields)) {
      if ((APPLICATION_FIELDS as readonly string[]).includes(field)) shown[field as ApplicationField] = { text: messages.join(' ') };
      else other.push(...messages);
    }
    setErrors(shown);
    setOtherErrors(other.length || Object.keys(shown).length === 0 ? [tApi('validation'), ...other] : []);
    focusFirst(Object.keys(shown));
  };

  /** The phone library may still be on its way when a browser autofilled the number. */
  const readPhone = async (phone: PhoneResult | null): Promise<PhoneResult | null> => {
    if (!phone || phone.e164 || !phone.input.trim()) return phone;
    const engine = await loadPhoneEngine();
    return engine.parsePhone(phone.input, phone.country, { format: 'international' });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    const fail = (text: string) => setFailure((previous) => ({ text, attempt: (previous?.attempt ?? 0) + 1 }));
    try {
      let loaded: ApplicationApi;
      let phone: PhoneResult | null;
      try {
        [loaded, phone] = await Promise.all([prepare(), readPhone(values.phone)]);
      } catch {
        fail(tApi('network'));
        return;
      }
      const current = { ...values, phone };
      const check = validateApplication(current, loaded.schema, clinicToday());
      if (!check.ok) {
        setFailure(null);
        showRuleErrors(check.errors);
        return;
      }
      try {
        await loaded.send(locale, check.body);
        setSent({ name: check.body.name, phone: phone?.formatted || check.body.phone });
      } catch (caught) {
        const error = loaded.toApiError(caught);
        if (error.kind === 'validation' && error.fields) {
          setFailure(null);
          showServerErrors(error.fields);
        } else fail(tApi(loaded.messageKey(error), { seconds: error.retryAfterSeconds ?? 0 }));
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const startOver = () => {
    setValues(emptyValues(defaultService));
    setErrors({});
    setOtherErrors([]);
    setFailure(null);
    setSent(null);
  };

  const messageLength = values.message.trim().length;
  const messageCount = api ? t('messageCount', { count: messageLength, max: api.limits.messageMax }) : null;
  const titleId = `${id}-title`;

  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      {sent ? (
        <ApplicationSuccess name={sent.name} phone={sent.phone} onAnother={startOver} />
      ) : (
        <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={submit} onFocus={() => void prepare().catch(() => {})}>
          <p className={styles.lead}>{t('lead')}</p>
          <p className={styles.note}>{t('requiredNote')}</p>
          <div className={styles.grid}>
            <Field id={fieldId('name')} label={t('name')} required error={errorText('name')}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  name="name"
                  autoComplete="name"
                  value={values.name}
                  onChange={(event) => change('name', event.target.value)}
                  onBlur={() => leave('name')}
                />
              )}
            </Field>
            <Field id={fieldId('phone')} label={t('phone')} hint={t('phoneHint')} required error={errorText('phone')}>
              {(control) => (
                <PhoneInput
                  {...control}
                  name="phone"
                  format="international"
                  value={values.phone}
                  onChange={(result) => change('phone', result)}
                  onBlur={() => leave('phone')}
                />
              )}
            </Field>
            <Field id={fieldId('service')} label={t('service')} error={errorText('service')}>
              {(control) => (
                <select
                  {...control}
                  name="service"
                  value={values.service}
                  onChange={(event) => change('service', event.target.value as ServiceSlug | '')}
                >
                  <option value="">{t('serviceAny')}</option>
                  {SERVICE_SLUGS.map((slug) => (
                    <option key={slug} value={slug}>
                      {tServices(slug)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id={fieldId('preferredDate')}
              label={t('preferredDate')}
              hint={t('preferredDateHint')}
              error={errorText('preferredDate')}
            >
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="preferredDate"
                  min={today}
                  value={values.preferredDate}
                  onChange={(event) => change('preferredDate', event.target.value)}
                  onBlur={() => leave('preferredDate')}
                />
              )}
            </Field>
            <Field
              id={fieldId('message')}
              className={styles.wide}
              label={t('message')}
              hint={messageCount ? `${t('messageHint')} ${messageCount}` : t('messageHint')}
              error={errorText('message')}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={4}
                  value={values.message}
                  onChange={(event) => change('message', event.target.value)}
                  onBlur={() => leave('message')}
                />
              )}
            </Field>
            <Field
              id={fieldId('consent')}
              className={styles.wide}
              inline
              required
              label={t.rich('consent', { link: (chunks) => <Link href={PRIVACY_POLICY_PATH}>{chunks}</Link> })}
              error={errorText('consent')}
            >
              {(control) => (
                <input
                  {...control}
                  type="checkbox"
                  name="consent"
                  checked={values.consent}
                  onChange={(event) => change('consent', event.target.checked)}
                />
              )}
            </Field>
          </div>
          {otherErrors.length > 0 ? (
            <div className={styles.problem} role="alert">
              {otherErrors.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          ) : null}
          {failure ? (
            <div key={failure.attempt} className={styles.problem} role="alert">
              <p>
                <strong>{t('failureTitle')}.</strong> {failure.text}
              </p>
              <Button variant="secondary" size="sm" onClick={() => void submit()} loading={sending}>
                {tApi('retry')}
              </Button>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" loading={sending} loadingLabel={t('sending')}>
              {t('submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
