/**
 * The review (testimonial) form's values and checks, without React and without zod: the limits come
 * from the contract on the server (`reviewLimits`) and are handed to the form as props.
 */
import type { TestimonialCreate } from '@/lib/api/schemas';
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
  | { key: 'consent' };

export function validateReview(values: ReviewValues, limits: ReviewLimits): Partial<Record<ReviewField, ReviewProblem>> {
  const problems: Partial<Record<ReviewField, ReviewProblem>> = {};
  const author = values.author.trim();
  const text = values.text.trim();
  if (!author) problems.author = { key: 'required' };
  else if (author.length < limits.authorMin) problems.author = { key: 'tooShort', min: limits.authorMin };
  else if (author.length > limits.authorMax) problems.author = { key: 'tooLong', max: limits.authorMax };
  if (values.rating === null || values.rating < 1 || values.rating > 5) problems.rating = { key: 'rating' };
  if (!text) problems.text = { key: 'required' };
  else if (text.length < limits.textMin) problems.text = { key: 'tooShort', min: limits.textMin };
  else if (text.length > limits.textMax) problems.text = { key: 'tooLong', max: limits.textMax };
  if (!values.consent) problems.consent = { key: 'consent' };
  return problems;
}

/** The request body; call only after `validateReview` found nothing. */
export function toTestimonialCreate(values: ReviewValues): TestimonialCreate {
  return {
    author: values.author.trim(),
    text: values.text.trim(),
    rating: values.rating ?? 0,
    ...(values.service && isServiceSlug(values.service) ? { service: values.service } : {}),
    consent: true,
  };
}
