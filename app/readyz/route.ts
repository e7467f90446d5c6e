import { noteReadiness, recentReadiness } from '@/lib/health/readiness';

/**
 * Readiness for a load balancer: 200 when the clinic API and Redis (if configured) answer within 1 s, else 503 naming
 * what is down. One check serves every probe of the same second; the public proxy does not publish it
 * (deploy/nginx.conf), since it tells whether the API and Redis are down.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const readiness = await recentReadiness();
  noteReadiness(readiness);
  return Response.json(readiness, { status: readiness.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
