/**
 * The browser's calls behind the reviews page, in a module of their own: the page loads it (and with
 * it axios and the contract) only when a visitor starts writing a review or asks for more reviews.
 */
import type { Locale } from '@/lib/config';
import { getBrowserApi } from '@/lib/api/client';
import { createTestimonial, getTestimonials } from '@/lib/api/endpoints';
import { testimonialCreateSchema, type TestimonialCreate, type TestimonialList } from '@/lib/api/schemas';
import type { FormContract } from '@/lib/forms/form-contract';
export { readFailure } from '@/lib/forms/engine';
import { toTestimonialCreate, type ReviewValues } from './review-values';

export function reviewContract(locale: Locale): FormContract<ReviewValues, TestimonialCreate> {
  return {
    schema: testimonialCreateSchema,
    toBody: toTestimonialCreate,
    send: (body) => createTestimonial(getBrowserApi(locale), body),
  };
}

export function loadTestimonialsPage(locale: Locale, page: number, pageSize: number): Promise<TestimonialList> {
  return getTestimonials(getBrowserApi(locale), { page, pageSize });
}
