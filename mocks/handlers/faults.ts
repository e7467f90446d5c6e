/**
 * Fault switches for tests, honoured on every route: the request header
 * `x-demo-fault: 500 | network | latency:<ms>`.
 */
import { delay, http, HttpResponse } from 'msw';
import { fail } from '../lib/http';

export const FAULT_HEADER = 'x-demo-fault';
const MAX_LATENCY_MS = 60_000;

export const faultHandlers = [
  http.all('*', async ({ request }) => {
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
