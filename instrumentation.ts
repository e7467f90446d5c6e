/**
 * One JSON log line per server-side error of a request (a failed render, a route handler that threw), with the
 * route as its pattern (`/[locale]/profile/[id]`, never the id itself) and no request data beyond the method
 * and the request id.
 */
import type { Instrumentation } from 'next';

// NEXT_RUNTIME is set by Next itself, not configuration (so it is not in lib/env), and is read by its literal
// name so that the edge bundle drops the Node-only branch.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Operators' metrics on an internal port (METRICS_PORT), when one is set.
  const { startMetrics } = await import('@/lib/metrics/listener.mjs');
  startMetrics();
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger, redact } = await import('@/lib/log/logger.mjs');
  const requestId = request.headers['x-request-id'];
  logger.error(
    {
      route: context.routePath,
      routeType: context.routeType,
      method: request.method,
      requestId: typeof requestId === 'string' ? requestId : undefined,
      reason: redact(error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
      digest: (error as { digest?: string } | null)?.digest,
    },
    'server error',
  );
};
