/**
 * The review form's values, the body they make, and the message keys (`ReviewForm.errors`) of the
 * contract's issues. No React, no zod: the schema arrives with the contract (`api.ts`).
 */
import type { ReviewCreate } from '@/features/reviews/api/calls';
import type { FormIssue } from '@/lib/forms/form-contract';
import { isServiceSlug, type ServiceSlug } from '@/lib/routes';

export interface ReviewLimits {
  authorMin: number;
  authorMax: number;
  textMin: number;
  textMax: number;
}

export const REVIEW_FIELDS = ['author', 'rating', 'text', 'service', 'consent'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export interface ReviewValues {
  author: string;
  text: string;
  rating: number | null;
  service: ServiceSlug | '';
  consent: boolean;
}

export const EMPTY_REVIEW: ReviewValues = { author: '', text: '', rating: null, service: '', consent: false };

/** A problem with a field, as a message key of `ReviewForm.errors` and its values. */
export type ReviewProblem =
  | { key: 'required' }
  | { key: 'tooShort'; min: number }
  | { key: 'tooLong'; max: number }
  | { key: 'rating' }
  | { key: 'consent' }
  | { key: 'invalid' };

/** The message of an issue the contract's schema found in a field. */
export function reviewIssue(field: ReviewField, issue: FormIssue): ReviewProblem {
  switch (field) {
    case 'author':
    case 'text': {
      const text = typeof issue.input === 'string' ? issue.input.trim() : '';
      if (!text) return { key: 'required' };
      if (issue.code === 'too_small') return { key: 'tooShort', min: issue.minimum ?? 0 };
      if (issue.code === 'too_big') return { key: 'tooLong', max: issue.maximum ?? 0 };
      return { key: 'invalid' };
    }
    case 'rating':
      return { key: 'rating' };
    case 'consent':
      return { key: 'consent' };
    default:
      return { key: 'invalid' };
  }
}

/** What goes over the wire: trimmed, the service only when chosen. The schema checks it (consent included). */
export function toReviewCreate(values: ReviewValues): Omit<ReviewCreate, 'consent'> & { consent: boolean } {
  return {
    author: values.author.trim(),
    text: values.text.trim(),
    rating: values.rating ?? 0,
    ...(values.service && isServiceSlug(values.service) ? { service: values.service } : {}),
    consent: values.consent,
  };
}
