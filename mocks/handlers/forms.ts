/** What visitors send: applications and testimonials (validated, kept in memory). */
import {
  applicationCreateSchema,
  createApplication,
  createReview,
  reviewCreateSchema,
} from '@/lib/api/contract';
import { on } from '../lib/route';
import { DOCTORS } from '../data/doctors';
import { fail, jsonBody, localeOf, ok } from '../lib/http';
import { fingerprint, idempotencyKeyOf } from '../lib/idempotency';
import { fieldMessage } from '../lib/messages';
import { demoState, keepBounded } from '../lib/state';
import { validate } from '../lib/validate';

/** The number a visitor can quote on the phone: AR-00042. */
export const applicationReference = (id: number) => `AR-${String(id).padStart(5, '0')}`;

export const formHandlers = [
  on(createApplication, async ({ request }) => {
    const locale = localeOf(request);
    const keyCheck = idempotencyKeyOf(request);
    if (!keyCheck.ok) return fail(request, 'validation', { fields: { idempotencyKey: [fieldMessage('idempotencyKey', locale)] } });
    const result = validate(applicationCreateSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const body = result.data;
    if (body.doctor && !DOCTORS.some((doctor) => doctor.slug === body.doctor && doctor.services.includes(body.service))) {
      return fail(request, 'validation', { fields: { doctor: [fieldMessage('doctorService', locale)] } });
    }

    const key = keyCheck.key;
    const print = fingerprint(body);
    const earlier = key ? demoState.applicationKeys.get(key) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== print) return fail(request, 'idempotency_conflict');
      const replay = ok(request, earlier.data, 201);
      replay.headers.set('Idempotent-Replayed', 'true');
      return replay;
    }

    const id = demoState.nextApplicationId++;
    const data = { id, reference: applicationReference(id), createdAt: new Date().toISOString() };
    keepBounded(demoState.applications, { ...data, ...body, locale });
    if (key) demoState.applicationKeys.set(key, { fingerprint: print, data });
    return ok(request, data, 201);
  }),

  on(createReview, async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(reviewCreateSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const { author, text, rating, service } = result.data;
    const id = demoState.nextReviewId++;
    keepBounded(demoState.pendingReviews, { id, author, text, rating, service, createdAt: new Date().toISOString(), locale });
    return ok(request, { id, status: 'pending' as const }, 201);
  }),
];
