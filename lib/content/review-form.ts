/**
 * The review (testimonial) form's values and checks, without React. The rules are the contract's
 * (`testimonialCreateSchema`), written out here so the browser does not need zod for them.
 */
import { TESTIMONIAL_AUTHOR_MAX, TESTIMONIAL_TEXT_MAX, TESTIMONIAL_TEXT_MIN, type TestimonialCreate } from '@/lib/api/schemas';
import { isServiceSlug, type ServiceSlug } from '@/lib/routes';

export const REVIEW_AUTHOR_MIN = 2;
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

export function validateReview(values: ReviewValues): Partial<Record<ReviewField, ReviewProblem>> {
  const problems: Partial<Record<ReviewField, ReviewProblem>> = {};
  const author = values.author.trim();
  const text = values.text.trim();
  if (!author) problems.author = { key: 'required' };
  else if (author.length < REVIEW_AUTHOR_MIN) problems.author = { key: 'tooShort', min: REVIEW_AUTHOR_MIN };
  else if (author.length > TESTIMONIAL_AUTHOR_MAX) problems.author = { key: 'tooLong', max: TESTIMONIAL_AUTHOR_MAX };
  if (values.rating === null || values.rating < 1 || values.rating > 5) problems.rating = { key: 'rating' };
  if (!text) problems.text = { key: 'required' };
  else if (text.length < TESTIMONIAL_TEXT_MIN) problems.text = { key: 'tooShort', min: TESTIMONIAL_TEXT_MIN };
  else if (text.length > TESTIMONIAL_TEXT_MAX) problems.text = { key: 'tooLong', max: TESTIMONIAL_TEXT_MAX };
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
