/** What the demo clinic API does with an application: validates it, replays a repeated key, keeps it in memory. */
import { applicationCreateSchema, createApplication } from '@/features/application/api/calls';
import { DOCTORS } from '@/features/doctors/demo/data';
import { fail, jsonBody, localeOf, ok } from '@/mocks/lib/http';
import { fingerprint, idempotencyKeyOf } from '@/mocks/lib/idempotency';
import { fieldMessage } from '@/mocks/lib/messages';
import { on } from '@/mocks/lib/route';
import { demoState, keepBounded } from '@/mocks/lib/state';
import { validate } from '@/mocks/lib/validate';

/** The number a visitor can quote on the phone: AR-00042. */
export const applicationReference = (id: number) => `AR-${String(id).padStart(5, '0')}`;

export const applicationHandlers = [
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
];
