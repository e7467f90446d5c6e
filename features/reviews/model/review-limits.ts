import { REVIEW_AUTHOR_MAX, REVIEW_AUTHOR_MIN, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@/features/reviews/api/calls';

import type { ReviewLimits } from './review-values';

/** The review form's limits: the contract's own, which its schema checks (the browser gets plain numbers). */
export function reviewLimits(): ReviewLimits {
  return { authorMin: REVIEW_AUTHOR_MIN, authorMax: REVIEW_AUTHOR_MAX, textMin: REVIEW_TEXT_MIN, textMax: REVIEW_TEXT_MAX };
}
