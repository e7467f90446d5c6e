'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller, useWatch } from 'react-hook-form';
import Link from '@/components/ui/link';
import { SERVICE_SLUGS, staticContentRoute, type ServiceSlug } from '@/lib/routes';
import type { ApplicationCreate } from '@/lib/api/schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { APPLICATION_FIELDS, applicationIssue, emptyApplication, type ApplicationField, type ApplicationValues } from '@/lib/application/application-values';
import type { ApplicationLimits } from '@/lib/application/application-limits';
import { loadApplicationContract } from '@/lib/application/load-contract';
import { CLINIC_CONTACTS } from '@/lib/clinic';
import PhoneInput from '@/components/phone/phone-input';
import { phoneInText } from '@/lib/phone/format';
import ConsentField from '@/components/forms/consent-field';
import ErrorSummary from '@/components/forms/error-summary';
import FormSuccess from '@/components/forms/form-success';
import Button from '@/components/ui/button';
import Field from '@/components/ui/field';
import { useClinicToday } from './use-clinic-today';
import styles from './application-form.module.css';

export interface ApplicationFormProps {
  /** Length limits of the contract (`applicationLimits()` on the server). */
  limits: ApplicationLimits;
  /** Preselected service (on a service page). */
  defaultService?: ServiceSlug;
  /** Id of the section (a link target such as #application); field ids derive from it. */
  id?: string;
}

const PRIVACY_POLICY_PATH = staticContentRoute('privacy-policy');

/** A visitor asks the clinic to call back and book a visit (spec: create application). */
export default function ApplicationForm({ limits, defaultService, id = 'application' }: ApplicationFormProps) {
  const t = useTranslations('ApplicationForm');
  const tServices = useTranslations('Services');
  const tApi = useTranslations('ApiErrors');
  const locale = useLocale();
  const today = useClinicToday();

  const { form, submit, prepare, sending, sent, startOver, problem, summaryRef } = useContractForm<ApplicationValues, ApplicationCreate>({
    fields: APPLICATION_FIELDS,
    defaultValues: emptyApplication(defaultService),
    loadContract: () => loadApplicationContract(locale),
    describeIssue: (field, issue) => {
      const error = applicationIssue(field, issue);
      return t(`errors.${error.key}`, error.values);
    },
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });

  const fieldId = (field: ApplicationField) => `${id}-${field}`;
  const titleId = `${id}-title`;

  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      {sent ? (
        <FormSuccess title={t('successTitle', { name: sent.name })} againLabel={t('successAgain')} onAgain={startOver}>
          <p>{t('successText', { phone: phoneInText(form.getValues('phone')?.formatted || sent.phone) })}</p>
          <p>
            {t.rich('successUrgent', {
              phone: () => (
                <a href={CLINIC_CONTACTS.phone.href} className={styles.nowrap}>
                  {CLINIC_CONTACTS.phone.display}
                </a>
              ),
            })}
          </p>
        </FormSuccess>
      ) : (
        <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={submit} onFocus={prepare}>
          <p className={styles.lead}>{t('lead')}</p>
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
            <Field id={fieldId('service')} label={t('service')} error={errors.service?.message}>
              {(control) => (
                <select {...control} {...form.register('service')}>
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
              error={errors.preferredDate?.message}
            >
              {(control) => <input {...control} {...form.register('preferredDate')} type="date" min={today} />}
            </Field>
            <Field
              id={fieldId('message')}
              className={styles.wide}
              label={t('message')}
              hint={`${t('messageHint')} ${t('messageCount', { count: message.trim().length, max: limits.messageMax })}`}
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
