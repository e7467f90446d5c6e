import { CURRENT_BUILD_ID } from '@/lib/app/build-id';

export const dynamic = 'force-dynamic';

/** Polled by open pages to learn that a newer build has been deployed. */
export function GET() {
  return Response.json({ buildId: CURRENT_BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } });
}
