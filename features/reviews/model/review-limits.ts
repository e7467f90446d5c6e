import { reviewCreateSchema } from '@/lib/api/contract';
import type { ReviewLimits } from './review-values';

/** The review form's limits, read from the contract (on the server: the browser gets plain numbers). */
export function reviewLimits(): ReviewLimits {
  const { author, text } = reviewCreateSchema.shape;
  return {
    authorMin: author.minLength ?? 0,
    authorMax: author.maxLength ?? 0,
    textMin: text.minLength ?? 0,
    textMax: text.maxLength ?? 0,
  };
}
