/**
 * Who may use the demo edit call: it rewrites public content in every language and fires the site's webhook, so it
 * exists only in test mode (`DEMO_OTP_CODE`) and takes the webhook secret the demo API shares with the site
 * (`Authorization: Bearer {REVALIDATE_SECRET}`), compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import { readEnv, type RawEnv } from '@/lib/env/variables.mjs';

import { demoEnv } from './env';

const digest = (value: string) => createHash('sha256').update(value).digest();

export type EditorCheck = 'allowed' | 'not_found' | 'unauthorized';

export function demoEditor(request: Request, env?: RawEnv): EditorCheck {
  if (!demoEnv.testMode()) return 'not_found';
  const secret = readEnv('REVALIDATE_SECRET', env);
  const presented = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!secret || !presented) return 'unauthorized';
  return timingSafeEqual(digest(presented), digest(secret)) ? 'allowed' : 'unauthorized';
}
