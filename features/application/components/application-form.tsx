'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';

import Button from '@/components/ui/button';
import Field from '@/components/ui/field';
import type { ChoiceOption } from '@/components/ui/form/choice-group';
import ConsentField from '@/components/ui/form/consent-field';
import ErrorSummary from '@/components/ui/form/error-summary';
import Link from '@/components/ui/link';
import LoadFailure from '@/components/ui/load-failure';
import type { ApplicationCreate } from '@/features/application/api/calls';
import { loadApplicationContract } from '@/features/application/client/load-contract';
import {
  forgetApplication,
  storedApplication,
  type SentApplication,
  type StoredApplication,
} from '@/features/application/client/sent-store';
import type { ApplicationLimits } from '@/features/application/model/application-limits';
import {
  APPLICATION_FIELDS,
  applicationIssue,
  emptyApplication,
  type ApplicationField,
  type ApplicationPreset,
  type ApplicationValues,
  type BookableDoctor,
} from '@/features/application/model/application-values';
import { PhoneInput } from '@/features/phone';
import { loadOnce } from '@/lib/forms/load-once';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { staticContentRoute } from '@/lib/routes';

import styles from './application-form.module.css';
import ConfirmationInBrief from './confirmation-in-brief';
import MessageHint from './message-hint';
import ServiceDoctorFields from './service-doctor-fields';
import VisitPreferences from './visit-preferences';

export interface ApplicationFormProps {
  /** Length limits of the contract (`applicationLimits()` on the server). */
  limits: ApplicationLimits;
  /** The doctors the visitor may choose, with their services (from the server). */
  doctors: readonly BookableDoctor[];
  /** The days the clinic receives, named in the page's language (from the server). */
  days: readonly ChoiceOption[];
  /** The service (and doctor) chosen already: on a service's or a doctor's page. */
  preset?: ApplicationPreset;
  /** Id of the section (a link target such as #application); field ids derive from it. */
  id?: string;
  /**
   * Titled as a request rather than a booking: on the booking page when the clinic's backend does not book online,
   * whose own title is already "Book an appointment".
   */
  asRequest?: boolean;
}

const PRIVACY_POLICY_PATH = staticContentRoute('privacy-policy');

const loadConfirmation = loadOnce(() => import('./application-confirmation'));
// Shown only after a send: its code loads with the form's rules on the first focus, not with every page.
const ApplicationConfirmation = lazy(loadConfirmation);

/** What this form remembers for a reload is kept per page and form. */
const scopeOf = (id: string) => `${window.location.pathname}#${id}`;

/** A visitor asks the clinic to get in touch and book a visit (spec: create application). */
export default function ApplicationForm({ limits, doctors, days, preset, id = 'application', asRequest = false }: ApplicationFormProps) {
  const t = useTranslations('ApplicationForm');
  const tApi = useTranslations('ApiErrors');
  const locale = useLocale();

  const { form, submit, prepare, sending, answer, startOver, problem, summaryRef } = useContractForm<
    ApplicationValues,
    ApplicationCreate,
    SentApplication
  >({
    fields: APPLICATION_FIELDS,
    defaultValues: emptyApplication(preset),
    loadContract: () => loadApplicationContract(locale, scopeOf(id)),
    describeIssue: (field, issue) => {
      const error = applicationIssue(field, issue);
      return t(`errors.${error.key}`, error.values);
    },
  });
  const { errors } = form.formState;

  // After a reload: the confirmation of an application already accepted, or the values of one whose send may not have arrived.
  const [reloaded, setReloaded] = useState<StoredApplication | null>(null);
  useEffect(() => {
    const stored = storedApplication(scopeOf(id));
    if (!stored) return;
    if (stored.state === 'pending') form.reset(stored.values);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is read after hydration: the server has none
    setReloaded(stored);
  }, [form, id]);

  const confirmation = answer ?? (reloaded?.state === 'sent' ? reloaded : null);
  // The full confirmation's code could not arrive: the brief one, from the form's own code, says the same.
  const [confirmationFailed, setConfirmationFailed] = useState(false);
  const resumed = reloaded?.state === 'pending';
  const again = () => {
    forgetApplication(scopeOf(id));
    setReloaded(null);
    startOver();
  };

  const prepareSend = () => {
    prepare();
    loadConfirmation().catch(() => undefined);
  };

  const fieldId = (field: ApplicationField) => `${id}-${field}`;
  const titleId = `${id}-title`;

  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t(asRequest ? 'requestTitle' : 'title')}
      </h2>
      {confirmation ? (
        confirmationFailed ? (
          <ConfirmationInBrief sent={confirmation} onAgain={again} />
        ) : (
          <LoadFailure onFailed={() => setConfirmationFailed(true)}>
            <Suspense fallback={null}>
              <ApplicationConfirmation sent={confirmation} onAgain={again} />
            </Suspense>
          </LoadFailure>
        )
      ) : (
        // POST: a submit the page could not take yet (lib/first-tap) never puts what was typed into an address.
        <form className={styles.form} method="post" noValidate aria-labelledby={titleId} onSubmit={submit} onFocus={prepareSend}>
          <p className={styles.lead}>{t('lead')}</p>
          {resumed ? (
            <p className={styles.notice} role="status">
              {t('restored')}
            </p>
          ) : null}
          <p className={styles.note}>{t('requiredNote')}</p>
          <div className={styles.grid}>
            <Field id={fieldId('name')} label={t('name')} required error={errors.name?.message}>
              {(control) => <input {...control} {...form.register('name')} type="text" autoComplete="name" />}
            </Field>
            <Field id={fieldId('phone')} label={t('phone')} hint={t('phoneHint')} required error={errors.phone?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="phone"
                  render={({ field }) => (
                    <PhoneInput
                      {...control}
                      ref={field.ref}
                      name={field.name}
                      format="international"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </Field>
            <ServiceDoctorFields form={form} fieldId={fieldId} doctors={doctors} />
            <VisitPreferences form={form} fieldId={fieldId} days={days} className={styles.wide} />
            <Field
              id={fieldId('message')}
              className={styles.wide}
              label={t('message')}
              hint={<MessageHint control={form.control} max={limits.messageMax} />}
              error={errors.message?.message}
            >
              {(control) => <textarea {...control} {...form.register('message')} rows={4} />}
            </Field>
            <ConsentField
              id={fieldId('consent')}
              className={styles.wide}
              label={t.rich('consent', { link: (chunks) => <Link href={PRIVACY_POLICY_PATH}>{chunks}</Link> })}
              error={errors.consent?.message}
              registration={form.register('consent')}
            />
          </div>
          <ErrorSummary
            ref={summaryRef}
            problem={problem}
            summary={tApi('validation')}
            failureTitle={t('failureTitle')}
            onRetry={() => void submit()}
            retrying={sending}
          />
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
