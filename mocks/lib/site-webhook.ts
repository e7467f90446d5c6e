/**
 * After a demo edit, the demo API tells the site to refresh, the way a CMS webhook would:
 * `POST {SITE_URL}/api/revalidate` with `Authorization: Bearer {REVALIDATE_SECRET}` (both from the
 * environment `npm run dev` / `npm start` gives it). `DEMO_WEBHOOK_URL` sends it elsewhere, e.g. to one
 * instance on the internal network when the public name does not resolve where the API runs.
 */
import type { ContentType } from '@/lib/api/cache-tags';
import { readEnv, type RawEnv } from '@/lib/env/variables.mjs';

export type WebhookResult = { status: number } | { skipped: string } | { failed: string };

const WEBHOOK_TIMEOUT_MS = 5000;

export async function notifySite(type: ContentType, slug?: string, env?: RawEnv): Promise<WebhookResult> {
  const secret = readEnv('REVALIDATE_SECRET', env);
  const site = (readEnv('DEMO_WEBHOOK_URL', env) || readEnv('SITE_URL', env) || '').split(',')[0].trim().replace(/\/+$/, '');
  if (!secret || !site) return { skipped: 'SITE_URL or REVALIDATE_SECRET is not set' };
  try {
    const response = await fetch(`${site}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(slug ? { type, slug } : { type }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    return { status: response.status };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}
