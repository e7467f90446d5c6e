/**
 * Fault switches for tests, honoured on every route in test mode only (DEMO_OTP_CODE set): the
 * request header `x-demo-fault: 500 | network | latency:<ms>`. Outside test mode the header is ignored.
 */
import { delay, http, HttpResponse } from 'msw';

import { demoEnv } from '@/mocks/lib/env';
import { fail } from '@/mocks/lib/http';

export const FAULT_HEADER = 'x-demo-fault';
const MAX_LATENCY_MS = 60_000;

export const faultHandlers = [
  http.all('*', async ({ request }) => {
    if (!demoEnv.testMode()) return undefined;
    const fault = request.headers.get(FAULT_HEADER)?.trim().toLowerCase();
    if (!fault) return undefined;
    if (fault === '500') return fail(request, 'server');
    if (fault === 'network') return HttpResponse.error();
    const latency = /^latency:(\d+)$/.exec(fault);
    if (latency) await delay(Math.min(Number(latency[1]), MAX_LATENCY_MS));
    // fall through to the real handler
    return undefined;
  }),
];
