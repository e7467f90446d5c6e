/**
 * What every POST of the API must be before a handler reads it: JSON (415 otherwise, so no other
 * site can send one without a CORS preflight, which only the site's origin passes) and at most
 * `DEMO_MAX_BODY_BYTES` (16 KB by default; 413 otherwise).
 */
import { http, HttpResponse } from 'msw';

import { demoEnv } from '@/mocks/lib/env';
import { localeOf } from '@/mocks/lib/http';

const MESSAGES = {
  unsupported: {
    hy: 'Հարցման մարմինը պետք է լինի JSON (Content-Type: application/json)։',
    ru: 'Тело запроса должно быть в формате JSON (Content-Type: application/json).',
    en: 'The request body must be JSON (Content-Type: application/json).',
  },
  tooLarge: {
    hy: 'Հարցման մարմինը չափազանց մեծ է։',
    ru: 'Тело запроса слишком большое.',
    en: 'The request body is too large.',
  },
} as const;

function refuse(request: Request, status: 413 | 415) {
  const kind = status === 415 ? 'unsupported' : 'tooLarge';
  return HttpResponse.json(
    { error: { code: 'validation', message: MESSAGES[kind][localeOf(request)] } },
    { status, headers: { 'Cache-Control': 'no-store', 'Content-Language': localeOf(request) } },
  );
}

export const requestGuardHandlers = [
  http.post('*/api/v1/*', async ({ request }) => {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return refuse(request, 415);
    const limit = demoEnv.maxBodyBytes();
    const declared = Number(request.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) return refuse(request, 413);
    const body = await request.clone().arrayBuffer();
    if (body.byteLength > limit) return refuse(request, 413);
    return undefined;
  }),
];
