import { checkReadiness, noteReadiness } from '@/lib/health/readiness';

/** Readiness for a load balancer: 200 when the clinic API and Redis (if configured) answer within 1 s, else 503 naming what is down. */
export const dynamic = 'force-dynamic';

export async function GET() {
  const readiness = await checkReadiness();
  noteReadiness(readiness);
  return Response.json(readiness, { status: readiness.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
