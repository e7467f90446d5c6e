/** Demo-only routes: in test mode, session switches. */
import { http } from 'msw';

import { demoEnv } from '@/mocks/lib/env';
import { fail, jsonBody, ok } from '@/mocks/lib/http';
import { deleteClient, revokeRefreshTokensOf } from '@/mocks/lib/state';

export const demoHandlers = [
  /** Test mode only (DEMO_OTP_CODE set): revoke every refresh token of a client. */
  http.post('*/__demo/revoke-refresh', async ({ request }) => {
    if (!demoEnv.fixedOtpCode()) return fail(request, 'not_found');
    const body = await jsonBody(request);
    const sub = body && typeof body.sub === 'string' ? body.sub : body && typeof body.sub === 'number' ? String(body.sub) : null;
    if (!sub) return fail(request, 'validation', { fields: { sub: ['required'] } });
    return ok(request, { revoked: revokeRefreshTokensOf(sub) });
  }),

  /** Test mode only: removes a client for good, so that their still-valid access token names no record. */
  http.post('*/__demo/delete-client', async ({ request }) => {
    if (!demoEnv.testMode()) return fail(request, 'not_found');
    const body = await jsonBody(request);
    const sub = Number(body?.sub);
    if (!Number.isInteger(sub) || sub <= 0) return fail(request, 'validation', { fields: { sub: ['required'] } });
    return ok(request, { deleted: deleteClient(sub) });
  }),
];
