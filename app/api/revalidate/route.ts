/**
 * The content webhook: `POST /api/revalidate` with `Authorization: Bearer <REVALIDATE_SECRET>` and
 * `{ "type": "news", "slug"?: "..." }`. Every page that showed that content, in all three languages,
 * is marked stale (stale-while-revalidate: a visitor still gets the last good page while the new one renders, so an
 * API outage never replaces it), and right after answering this instance renders those pages again
 * (lib/cache/warm-pages.ts), so the proxy's first fetch after the webhook gets the new page. Off (404) when
 * REVALIDATE_SECRET is unset.
 */
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';

import { isAuthorized, parseRevalidation, tagsToRevalidate } from '@/lib/api/revalidation';
import { warmPagesTagged } from '@/lib/cache/warm-pages';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/log/logger.mjs';

export const dynamic = 'force-dynamic';

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request) {
  const secret = serverEnv().REVALIDATE_SECRET;
  if (!secret) return json(404, { error: 'not_found' });
  if (!isAuthorized(request.headers.get('authorization'), secret)) return json(401, { error: 'unauthorized' });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { error: 'validation', message: 'the body must be JSON' });
  }
  const parsed = parseRevalidation(body);
  if (!parsed.ok) return json(400, { error: 'validation', message: parsed.error });
  const tags = tagsToRevalidate(parsed.value);
  const since = Date.now();
  for (const tag of tags) revalidateTag(tag, 'max');
  after(async () => {
    const warmed = await warmPagesTagged(tags, since);
    logger.debug({ route: '/api/revalidate', tags, ...warmed }, 'pages rendered again after the webhook');
  });
  return json(200, { revalidated: true, tags, now: since });
}
