/**
 * The browser's calls behind the reviews page, in a module of their own: the page loads it (and with
 * it axios and the contract) only when a visitor starts writing a review or asks for more reviews.
 */
import type { Locale } from '@/lib/config';
import { getBrowserApi } from '@/lib/api/client';
import { createTestimonial, getTestimonials } from '@/lib/api/endpoints';
import { apiErrorMessageKey, toApiError } from '@/lib/api/errors';
import type { TestimonialCreate, TestimonialList } from '@/lib/api/schemas';

export type SendReviewResult =
  | { ok: true }
  | {
      ok: false;
      /** Localized messages per field from the API's 400. */
      fields: Record<string, string[]>;
      /** Key in the `ApiErrors` namespace, for anything that is not about a field. */
      messageKey: ReturnType<typeof apiErrorMessageKey>;
      serverMessage?: string;
      retryAfterSeconds?: number;
    };

export async function sendReview(locale: Locale, body: TestimonialCreate): Promise<SendReviewResult> {
  try {
    await createTestimonial(getBrowserApi(locale), body);
    return { ok: true };
  } catch (caught) {
    const error = toApiError(caught);
    return {
      ok: false,
      fields: error.fields ?? {},
      messageKey: apiErrorMessageKey(error),
      serverMessage: error.serverMessage,
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
}

export function loadTestimonialsPage(locale: Locale, page: number, pageSize: number): Promise<TestimonialList> {
  return getTestimonials(getBrowserApi(locale), { page, pageSize });
}
