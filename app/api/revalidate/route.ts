/**
 * The content webhook: `POST /api/revalidate` with `Authorization: Bearer <REVALIDATE_SECRET>` and
 * `{ "type": "news", "slug"?: "..." }`. Every page that showed that content, in all three languages,
 * is rebuilt on its next visit (stale-while-revalidate: the visitor who triggers it still gets the
 * last good page, so an API outage never replaces it). Off (404) when REVALIDATE_SECRET is unset.
 */
import { revalidateTag } from 'next/cache';
import { isAuthorized, parseRevalidation, tagsToRevalidate } from '@/lib/api/revalidation';
import { serverEnv } from '@/lib/env/server';

export const dynamic = 'force-dynamic';

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

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
  for (const tag of tags) revalidateTag(tag, 'max');
  return json(200, { revalidated: true, tags, now: Date.now() });
}
