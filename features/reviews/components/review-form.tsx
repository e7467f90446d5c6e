'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';

import Button from '@/components/ui/button';
import Field from '@/components/ui/field';
import ConsentField from '@/components/ui/form/consent-field';
import ErrorSummary from '@/components/ui/form/error-summary';
import FormSuccess from '@/components/ui/form/form-success';
import type { ReviewCreate } from '@/features/reviews/api/calls';
import { loadReviewContract } from '@/features/reviews/client/load-api';
import {
  EMPTY_REVIEW,
  REVIEW_FIELDS,
  reviewIssue,
  type ReviewField,
  type ReviewLimits,
  type ReviewValues,
} from '@/features/reviews/model/review-values';
import { useContractForm } from '@/lib/forms/use-contract-form';
import type { ServiceSlug } from '@/lib/routes';

import styles from './review-form.module.css';

interface ReviewFormProps {
  /** Departments to choose from, named in the page's language. */
  services: { value: ServiceSlug; label: string }[];
  /** Length limits of the contract (`reviewLimits()` on the server). */
  limits: ReviewLimits;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The form to leave a review (the API's create-review call). Success shows a thank-you note:
 * the review waits for moderation.
 */
export default function ReviewForm({ services, limits }: ReviewFormProps) {
  const t = useTranslations('ReviewForm');
  const locale = useLocale();
  const id = useId();
  const { form, submit, prepare, sending, sent, startOver, problem, summaryRef } = useContractForm<ReviewValues, ReviewCreate>({
    fields: REVIEW_FIELDS,
    defaultValues: EMPTY_REVIEW,
    loadContract: () => loadReviewContract(locale),
    describeIssue: (field, issue) => {
      const problem = reviewIssue(field, issue);
      return t(`errors.${problem.key}`, 'min' in problem ? { min: problem.min } : 'max' in problem ? { max: problem.max } : undefined);
    },
  });
  const { errors } = form.formState;
  const text = useWatch({ control: form.control, name: 'text' });

  const fieldId = (field: ReviewField) => `${id}-${field}`;

  if (sent) {
    return (
      <FormSuccess title={t('thanksTitle')} againLabel={t('another')} onAgain={startOver}>
        <p>{t('thanksText')}</p>
      </FormSuccess>
    );
  }

  const ratingError = errors.rating?.message;
  return (
    // POST: a submit the page could not take yet (lib/first-tap) never puts what was typed into an address.
    <form className={styles.form} method="post" noValidate onSubmit={submit} onFocus={prepare}>
      <Field id={fieldId('author')} label={t('author')} hint={t('authorHint')} error={errors.author?.message} required>
        {(control) => <input {...control} {...form.register('author')} type="text" autoComplete="name" maxLength={limits.authorMax} />}
      </Field>

      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset
            className={styles.rating}
            aria-describedby={ratingError ? `${fieldId('rating')}-error` : undefined}
            aria-invalid={ratingError ? true : undefined}
          >
            <legend className={styles.legend}>
              {t('rating')}
              <span className={styles.required} aria-hidden="true">
                {' *'}
              </span>
            </legend>
            <div className={styles.stars}>
              {RATINGS.map((rating) => (
                <label key={rating} className={styles.star} data-on={field.value !== null && rating <= field.value ? true : undefined}>
                  <input
                    // Focus on an error goes to the chosen star, or the first one.
                    ref={rating === (field.value ?? 1) ? field.ref : undefined}
                    type="radio"
                    name={field.name}
                    value={rating}
                    checked={field.value === rating}
                    onChange={() => field.onChange(rating)}
                    onBlur={field.onBlur}
                    className="visually-hidden"
                  />
                  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7-5.1-2.7-5.1 2.7 1-5.7-4.1-4 5.7-.8z" />
                  </svg>
                  <span className="visually-hidden">{t('star', { rating })}</span>
                </label>
              ))}
            </div>
            {ratingError ? (
              <p id={`${fieldId('rating')}-error`} className={styles.error}>
                {ratingError}
              </p>
            ) : null}
          </fieldset>
        )}
      />

      <Field
        id={fieldId('text')}
        label={t('text')}
        hint={
          <>
            {t('textHint', { min: limits.textMin, max: limits.textMax })}
            <span className={styles.counter} aria-hidden="true">
              {t('counter', { count: text.length, max: limits.textMax })}
            </span>
          </>
        }
        error={errors.text?.message}
        required
      >
        {(control) => <textarea {...control} {...form.register('text')} rows={6} maxLength={limits.textMax} />}
      </Field>

      <Field id={fieldId('service')} label={t('service')} error={errors.service?.message}>
        {(control) => (
          <select {...control} {...form.register('service')}>
            <option value="">{t('serviceNone')}</option>
            {services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        )}
      </Field>

      <ConsentField id={fieldId('consent')} label={t('consent')} error={errors.consent?.message} registration={form.register('consent')} />

      <ErrorSummary ref={summaryRef} problem={problem} summary={t('summary')} onRetry={() => void submit()} retrying={sending} />

      <div>
        <Button type="submit" loading={sending} loadingLabel={t('sending')}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
