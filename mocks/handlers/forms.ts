/** What visitors send: applications and testimonials (validated, kept in memory). */
import { http } from 'msw';
import { applicationCreateSchema, testimonialCreateSchema } from '@/lib/api/schemas';
import { fail, jsonBody, localeOf, ok } from '../lib/http';
import { fieldMessage } from '../lib/messages';
import { demoState, keepBounded } from '../lib/state';
import { validate } from '../lib/validate';

/** Today in the clinic's time zone (Yerevan, UTC+04:00), as YYYY-MM-DD. */
export function clinicToday(now = Date.now()): string {
  return new Date(now + 4 * 3600_000).toISOString().slice(0, 10);
}

export const formHandlers = [
  http.post('*/api/v1/applications/create/', async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(applicationCreateSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const body = result.data;
    if (body.preferredDate && body.preferredDate < clinicToday()) {
      return fail(request, 'validation', { fields: { preferredDate: [fieldMessage('datePast', locale)] } });
    }
    const application = {
      id: demoState.nextApplicationId++,
      createdAt: new Date().toISOString(),
      name: body.name,
      phone: body.phone,
      service: body.service,
      preferredDate: body.preferredDate,
      message: body.message,
      locale,
    };
    keepBounded(demoState.applications, application);
    return ok(request, { id: application.id, createdAt: application.createdAt }, 201);
  }),

  http.post('*/api/v1/testimonials/create/', async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(testimonialCreateSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const { author, text, rating, service } = result.data;
    const id = demoState.nextTestimonialId++;
    keepBounded(demoState.pendingTestimonials, { id, author, text, rating, service, createdAt: new Date().toISOString(), locale });
    return ok(request, { id, status: 'pending' as const }, 201);
  }),
];
