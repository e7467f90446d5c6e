import { describe, expect, it } from 'vitest';

import { reviewCreateSchema } from '@/features/reviews/api/calls';
import { reviewLimits } from '@/features/reviews/model/review-limits';
import {
  EMPTY_REVIEW,
  reviewIssue,
  toReviewCreate,
  type ReviewField,
  type ReviewLimits,
  type ReviewProblem,
  type ReviewValues,
} from '@/features/reviews/model/review-values';
import { contractResolver } from '@/lib/forms/contract-resolver';

const limits = reviewLimits();

/** The form's real resolver (zodResolver over the API schema), with message keys for messages. */
const resolver = contractResolver<ReviewValues, unknown>(
  { schema: reviewCreateSchema, toBody: toReviewCreate, send: async () => undefined },
  (field, issue) => JSON.stringify(reviewIssue(field, issue)),
);

/** The problems the form shows for these values; the limits are the contract's own, as the form's hints say. */
async function validateReview(values: ReviewValues, shown: ReviewLimits): Promise<Partial<Record<ReviewField, ReviewProblem>>> {
  expect(shown).toEqual(reviewLimits());
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, JSON.parse(String(error?.message))]));
}

describe('review form rules', () => {
  it('requires a name, a rating, a text of 20+ characters and consent', async () => {
    expect(await validateReview(EMPTY_REVIEW, limits)).toEqual({
      author: { key: 'required' },
      rating: { key: 'rating' },
      text: { key: 'required' },
      consent: { key: 'consent' },
    });
  });

  it('takes its limits from the contract', () => {
    expect(limits).toEqual({ authorMin: 2, authorMax: 80, textMin: 20, textMax: 2000 });
  });

  it('measures trimmed lengths against the contract’s limits', async () => {
    const base = { ...EMPTY_REVIEW, rating: 5, consent: true, text: 'x'.repeat(20) };
    expect((await validateReview({ ...base, author: ' A ' }, limits)).author).toEqual({ key: 'tooShort', min: 2 });
    expect((await validateReview({ ...base, author: 'A'.repeat(81) }, limits)).author).toEqual({ key: 'tooLong', max: 80 });
    expect((await validateReview({ ...base, author: 'Anna', text: `  ${'x'.repeat(19)}  ` }, limits)).text).toEqual({
      key: 'tooShort',
      min: 20,
    });
    expect((await validateReview({ ...base, author: 'Anna', text: 'x'.repeat(2001) }, limits)).text).toEqual({ key: 'tooLong', max: 2000 });
    expect(await validateReview({ ...base, author: 'Anna' }, limits)).toEqual({});
  });

  it('builds the request body: trimmed, service only when chosen, consent true', () => {
    const values = { author: ' Anna ', text: ` ${'y'.repeat(25)} `, rating: 3, service: '' as const, consent: true };
    expect(toReviewCreate(values)).toEqual({ author: 'Anna', text: 'y'.repeat(25), rating: 3, consent: true });
    expect(toReviewCreate({ ...values, service: 'lab' })).toMatchObject({ service: 'lab' });
  });
});
