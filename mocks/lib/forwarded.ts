/**
 * The caller's address as the demo API counts it. `X-Forwarded-For` is believed only from a trusted peer (the
 * site's server: on this machine, loopback; `DEMO_TRUSTED_PROXIES` lists others, `none` trusts no one), and only
 * its last entry, the one the site wrote. A browser cannot send the header here: it is not among the headers
 * the API allows cross-origin, so the preflight refuses it.
 */
import { readEnv, type RawEnv } from '@/lib/env/variables.mjs';

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

export function trustedPeers(env?: RawEnv): string[] {
  const list = readEnv('DEMO_TRUSTED_PROXIES', env)?.trim();
  if (!list) return LOOPBACK;
  if (list === 'none') return [];
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function callerAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, env?: RawEnv): string {
  const address = peer ?? 'unknown';
  if (!trustedPeers(env).includes(address)) return address;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? address;
}
