/** Liveness for a load balancer: 200 while the process serves requests. Asks nothing of the API or Redis. */
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response('ok\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
