import { TESTIMONIAL_AUTHOR_MAX, TESTIMONIAL_TEXT_MAX, TESTIMONIAL_TEXT_MIN, testimonialCreateSchema } from '@/lib/api/schemas';
import type { ReviewLimits } from './review-form';

/** The review form's limits, read from the contract (on the server: the browser gets plain numbers). */
export function reviewLimits(): ReviewLimits {
  const author = testimonialCreateSchema.shape.author;
  return {
    authorMin: author.minLength ?? 1,
    authorMax: author.maxLength ?? TESTIMONIAL_AUTHOR_MAX,
    textMin: TESTIMONIAL_TEXT_MIN,
    textMax: TESTIMONIAL_TEXT_MAX,
  };
}
