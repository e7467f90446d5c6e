'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ServiceSlug } from '@/lib/routes';
import { loadReviewApi } from '@/lib/content/load-review-api';
import {
  EMPTY_REVIEW,
  REVIEW_FIELDS,
  toTestimonialCreate,
  validateReview,
  type ReviewField,
  type ReviewLimits,
  type ReviewProblem,
  type ReviewValues,
} from '@/lib/content/review-form';
import Button from '@/components/ui/button';
import Field from '@/components/ui/field';
import styles from './review-form.module.css';

interface ReviewFormProps {
  /** Departments to choose from, named in the page's language. */
  services: { value: ServiceSlug; label: string }[];
  /** Length limits of the contract (`reviewLimits()` on the server). */
  limits: ReviewLimits;
}

type FieldErrors = Partial<Record<ReviewField, string>>;

/**
 * The form to leave a review (the API's create-testimonial call). Checks in the browser first; the
 * API's own field errors (400) are shown under the fields in the current language. What was typed
 * stays after any error. Success shows a thank-you note: the review waits for moderation.
 */
export default function ReviewForm({ services, limits }: ReviewFormProps) {
  const t = useTranslations('ReviewForm');
  const tErrors = useTranslations('ApiErrors');
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState<ReviewValues>(EMPTY_REVIEW);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const fieldId = (field: ReviewField) => `${id}-${field}`;

  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus();
  }, [status]);

  const problemText = (problem: ReviewProblem) =>
    problem.key === 'tooShort'
      ? t('errors.tooShort', { min: problem.min })
      : problem.key === 'tooLong'
        ? t('errors.tooLong', { max: problem.max })
        : t(`errors.${problem.key}`);

  const focusFirstInvalid = (invalid: FieldErrors) => {
    const first = REVIEW_FIELDS.find((field) => invalid[field]);
    if (!first) {
      summaryRef.current?.focus();
      return;
    }
    const form = formRef.current;
    const target =
      first === 'rating'
        ? (form?.querySelector<HTMLInputElement>(`input[name="rating"]:checked`) ?? form?.querySelector<HTMLInputElement>('input[name="rating"]'))
        : document.getElementById(fieldId(first));
    target?.focus();
  };

  const update = <K extends keyof ReviewValues>(field: K, value: ReviewValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setFormError(null);
    const problems = validateReview(values, limits);
    const invalid: FieldErrors = {};
    for (const field of REVIEW_FIELDS) {
      const problem = problems[field];
      if (problem) invalid[field] = problemText(problem);
    }
    setErrors(invalid);
    if (Object.keys(invalid).length) {
      setFormError(t('summary'));
      focusFirstInvalid(invalid);
      return;
    }

    setStatus('sending');
    let result: Awaited<ReturnType<Awaited<ReturnType<typeof loadReviewApi>>['sendReview']>>;
    try {
      const api = await loadReviewApi();
      result = await api.sendReview(locale, toTestimonialCreate(values));
    } catch {
      // The module itself could not load: the connection is down.
      result = { ok: false, fields: {}, messageKey: 'network' };
    }
    if (result.ok) {
      setStatus('sent');
      return;
    }
    setStatus('editing');
    const fromApi: FieldErrors = {};
    for (const field of REVIEW_FIELDS) {
      const messages = result.fields[field];
      if (messages?.length) fromApi[field] = messages.join(' ');
    }
    setErrors(fromApi);
    const known = Object.keys(fromApi).length > 0;
    setFormError(known ? t('summary') : result.serverMessage || tErrors(result.messageKey, { seconds: result.retryAfterSeconds ?? 0 }));
    focusFirstInvalid(fromApi);
  };

  if (status === 'sent') {
    return (
      <div className={styles.thanks} role="status">
        <h3 ref={thanksRef} tabIndex={-1} className={styles.thanksTitle}>
          {t('thanksTitle')}
        </h3>
        <p>{t('thanksText')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setValues(EMPTY_REVIEW);
            setErrors({});
            setFormError(null);
            setStatus('editing');
          }}
        >
          {t('another')}
        </Button>
      </div>
    );
  }

  const textLength = values.text.length;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      // Fetch the sending code while the visitor types, so the submit does not wait for it.
      onFocus={() => void loadReviewApi().catch(() => {})}
    >
      {formError ? (
        <p ref={summaryRef} tabIndex={-1} className={styles.summary} role="alert">
          {formError}
        </p>
      ) : null}

      <Field id={fieldId('author')} label={t('author')} hint={t('authorHint')} error={errors.author} required>
        {(control) => (
          <input
            {...control}
            type="text"
            name="author"
            autoComplete="name"
            maxLength={limits.authorMax}
            value={values.author}
            onChange={(event) => update('author', event.target.value)}
          />
        )}
      </Field>

      <fieldset
        className={styles.rating}
        aria-describedby={errors.rating ? `${fieldId('rating')}-error` : undefined}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend className={styles.legend}>
          {t('rating')}
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        </legend>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((rating) => (
            <label key={rating} className={styles.star} data-on={values.rating !== null && rating <= values.rating ? true : undefined}>
              <input
                type="radio"
                name="rating"
                value={rating}
                checked={values.rating === rating}
                onChange={() => update('rating', rating)}
                className="visually-hidden"
              />
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7-5.1-2.7-5.1 2.7 1-5.7-4.1-4 5.7-.8z" />
              </svg>
              <span className="visually-hidden">{t('star', { rating })}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${fieldId('rating')}-error`} className={styles.error}>
            {errors.rating}
          </p>
        ) : null}
      </fieldset>

      <Field
        id={fieldId('text')}
        label={t('text')}
        hint={
          <>
            {t('textHint', { min: limits.textMin, max: limits.textMax })}
            <span className={styles.counter} aria-hidden="true">
              {t('counter', { count: textLength, max: limits.textMax })}
            </span>
          </>
        }
        error={errors.text}
        required
      >
        {(control) => (
          <textarea
            {...control}
            name="text"
            rows={6}
            maxLength={limits.textMax}
            value={values.text}
            onChange={(event) => update('text', event.target.value)}
          />
        )}
      </Field>

      <Field id={fieldId('service')} label={t('service')} error={errors.service}>
        {(control) => (
          <select
            {...control}
            name="service"
            value={values.service}
            onChange={(event) => update('service', event.target.value as ServiceSlug | '')}
          >
            <option value="">{t('serviceNone')}</option>
            {services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field id={fieldId('consent')} label={t('consent')} error={errors.consent} required inline>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            name="consent"
            checked={values.consent}
            onChange={(event) => update('consent', event.target.checked)}
          />
        )}
      </Field>

      <div>
        <Button type="submit" loading={status === 'sending'} loadingLabel={t('sending')}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
