/**
 * Every environment variable the site and its demo API read, once: who reads it, its default as the README
 * writes it, its meaning, and the rule that turns the text into a value. The README's tables and
 * `.env.example` list the same variables with the same defaults (tests/env/env-docs.test.ts checks all three).
 *
 * - `server`: the site's server (lib/env/server.ts parses them with zod at start; next.config.ts stops on a bad one).
 * - `client`: `NEXT_PUBLIC_*`, inlined into the browser's code at build time (lib/env/client.ts).
 * - `demo`: the demo clinic API, a separate program (mocks/lib/env.ts reads them on every use, so tests can
 *   change them; their defaults are mocks' constants, which the test compares with these).
 * - `tooling`: the test runner.
 */
import { z } from 'zod';

import { CLIENT_RULES } from './client';
import { DEFAULT_DEMO_API_PORT, DEFAULT_SITE_PORT } from './defaults.mjs';
import { countOrZero, EnvError, httpUrl, port, positiveIntOr, positiveNumberOr, textOr, type Rule } from './rules';

export type EnvSide = 'server' | 'client' | 'demo' | 'tooling';

export interface EnvVariable {
  side: EnvSide;
  rule: Rule<unknown>;
  /** The default as the README's table writes it: a value in backticks, or words. */
  default: string;
  meaning: string;
  /** Plain JavaScript that reads the variable itself, because it cannot import this TypeScript module. */
  readBy?: string;
}

const unset = '(unset)';

export const ENV_VARIABLES = {
  PORT: { side: 'server', rule: port(DEFAULT_SITE_PORT), default: `\`${DEFAULT_SITE_PORT}\``, meaning: 'port of the site' },
  BIND_ADDRESS: {
    side: 'server',
    rule: textOr('127.0.0.1'),
    default: '`127.0.0.1`',
    meaning: 'the address `npm start` listens on: loopback, or the private address a proxy on another machine connects to',
    readBy: 'scripts/site-config.mjs',
  },
  API_URL: {
    side: 'server',
    rule: httpUrl,
    default: unset,
    meaning: 'base URL of a real clinic backend (without /api/v1); unset, the demo API runs beside the site',
  },
  SITE_URL: {
    side: 'server',
    rule: httpUrl,
    default: '`http://localhost:$PORT`',
    meaning: "the site's public origin: canonical links, sitemap, JSON-LD, the origin the demo API allows",
  },
  REVALIDATE_SECRET: {
    side: 'server',
    rule: textOr(undefined),
    default: 'random per start in demo mode; unset otherwise',
    meaning: 'the bearer secret of the content webhook POST /api/revalidate; unset, the webhook answers 404',
  },
  DEMO_IN_PRODUCTION: {
    side: 'server',
    rule: textOr(undefined),
    default: '(unset)',
    meaning: '1: `npm start` may serve the demo API (a demonstration, never patients)',
    readBy: 'scripts/site-config.mjs',
  },
  REDIS_URL: {
    side: 'server',
    rule: textOr(undefined),
    default: unset,
    meaning: 'Redis shared by every instance: page cache, tags, limits',
  },
  REDIS_KEY_PREFIX: {
    side: 'server',
    rule: textOr('clinic-site'),
    default: '`clinic-site`',
    meaning: "prefix of the site's keys in Redis",
  },
  REDIS_TIMEOUT_MS: {
    side: 'server',
    rule: (raw) => Math.min(positiveNumberOr(150)(raw, 'REDIS_TIMEOUT_MS'), 200),
    default: '`150` (at most 200)',
    meaning: 'how long one Redis call may take',
    readBy: 'lib/redis/connection.mjs (loaded by the cache handler outside the bundle)',
  },
  CACHE_SIGNING_KEY: {
    side: 'server',
    rule: textOr(undefined),
    default: '(unset)',
    meaning: 'the key that signs the pages shared through Redis (HMAC); required with REDIS_URL',
    readBy: 'lib/cache/entry-signature.mjs (loaded by the cache handler outside the bundle)',
  },
  TRUST_PROXY_HOPS: {
    side: 'server',
    rule: countOrZero,
    default: '`0`',
    meaning: 'how many proxies stand in front of the site (nginx alone: 1)',
  },
  API_TIMEOUT_MS: {
    side: 'server',
    rule: positiveNumberOr(5000),
    default: '`5000`',
    meaning: 'how long a server-side call of the clinic API may take before the render fails',
  },
  ALLOW_NO_PROXY: {
    side: 'server',
    rule: textOr(undefined),
    default: '(unset)',
    meaning: '1: an https SITE_URL with TRUST_PROXY_HOPS=0 is accepted at start',
    readBy: 'scripts/site-config.mjs',
  },
  SESSION_SIGNINS_PER_MINUTE: {
    side: 'server',
    rule: positiveIntOr(10),
    default: '`10`',
    meaning: 'sign-ins per client address and minute',
  },
  SESSION_RENEWALS_PER_MINUTE: {
    side: 'server',
    rule: positiveIntOr(60),
    default: '`60`',
    meaning: 'renewals and logouts per client address and minute',
  },
  LOG_LEVEL: {
    side: 'server',
    rule: textOr('info'),
    default: '`info`',
    meaning: 'error, warn, info, debug or silent',
    readBy: 'lib/log/logger.mjs (loaded by the cache handler outside the bundle)',
  },
  METRICS_PORT: {
    side: 'server',
    rule: textOr(undefined),
    default: '(unset)',
    meaning: 'port of the internal metrics listener (Prometheus format, GET /metrics); unset, no listener',
    readBy: 'lib/metrics/listener.mjs',
  },
  METRICS_HOST: {
    side: 'server',
    rule: textOr('127.0.0.1'),
    default: '`127.0.0.1`',
    meaning: 'the address the metrics listener binds to',
    readBy: 'lib/metrics/listener.mjs',
  },
  COUNTRY_HEADER: {
    side: 'server',
    rule: textOr('CF-IPCountry'),
    default: '`CF-IPCountry`',
    meaning: "the request header with the visitor's country, for the phone field",
  },
  ROOT_REDIRECT: { side: 'server', rule: textOr(''), default: unset, meaning: 'optional redirect of / to another path (build time)' },
  BUILD_ID: {
    side: 'server',
    rule: textOr(undefined),
    default: 'the git commit',
    meaning: 'the id of a build, shared by its workers; `npm run build` sets one',
  },
  NEXT_DIST_DIR: {
    side: 'server',
    rule: textOr('.next'),
    default: '`.next`',
    meaning: 'the folder a build is written to and started from',
  },

  NEXT_PUBLIC_API_URL: {
    side: 'client',
    rule: CLIENT_RULES.NEXT_PUBLIC_API_URL,
    default: '`API_URL`',
    meaning: 'the API origin the browser calls, if it differs from the server’s (build time)',
  },
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: {
    side: 'client',
    rule: CLIENT_RULES.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
    default: unset,
    meaning: 'enables the Google map on the contacts page',
  },
  NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: {
    side: 'client',
    rule: CLIENT_RULES.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID,
    default: unset,
    meaning: 'optional map style id; with it the clinic pin is an advanced marker',
  },
  NEXT_PUBLIC_IP_COUNTRY_URL: {
    side: 'client',
    rule: CLIENT_RULES.NEXT_PUBLIC_IP_COUNTRY_URL,
    default: '`/api/country`',
    meaning: "the site's own country lookup path for the phone field; empty switches it off",
  },
  NEXT_PUBLIC_BUILD_ID: {
    side: 'client',
    rule: CLIENT_RULES.NEXT_PUBLIC_BUILD_ID,
    default: '`BUILD_ID`',
    meaning: 'set by the build from BUILD_ID (next.config.ts), never by hand',
  },

  DEMO_API_PORT: {
    side: 'demo',
    rule: port(DEFAULT_DEMO_API_PORT),
    default: `\`${DEFAULT_DEMO_API_PORT}\``,
    meaning: 'port of the demo API (127.0.0.1 only)',
  },
  DEMO_JWT_SECRET: {
    side: 'demo',
    rule: textOr(undefined),
    default: 'random at each start',
    meaning: 'secret the demo API signs tokens with',
  },
  DEMO_OTP_CODE: { side: 'demo', rule: textOr(undefined), default: unset, meaning: 'the only one-time code the demo API accepts (tests)' },
  DEMO_ACCESS_TTL: { side: 'demo', rule: positiveIntOr(300), default: '`300`', meaning: 'lifetime of access tokens, seconds' },
  DEMO_REFRESH_TTL: {
    side: 'demo',
    rule: positiveIntOr(604800),
    default: '`604800`',
    meaning: 'lifetime of refresh tokens, seconds (7 days)',
  },
  DEMO_SESSION_MAX_AGE: {
    side: 'demo',
    rule: positiveIntOr(2592000),
    default: '`2592000`',
    meaning: 'absolute session lifetime, seconds (30 days)',
  },
  DEMO_OTP_REQUESTS_PER_ADDRESS: {
    side: 'demo',
    rule: positiveIntOr(20),
    default: '`20`',
    meaning: 'code requests per client address and window',
  },
  DEMO_OTP_VERIFICATIONS_PER_ADDRESS: {
    side: 'demo',
    rule: positiveIntOr(50),
    default: '`50`',
    meaning: 'code verifications per client address and window',
  },
  DEMO_ADDRESS_WINDOW_SECONDS: {
    side: 'demo',
    rule: positiveIntOr(600),
    default: '`600`',
    meaning: 'the window of the per-address limits, seconds',
  },
  DEMO_OTP_FAILURES_PER_PHONE: {
    side: 'demo',
    rule: positiveIntOr(10),
    default: '`10`',
    meaning: 'wrong codes per phone from one address before that address is locked out of it',
  },
  DEMO_PHONE_FAILURE_WINDOW_SECONDS: {
    side: 'demo',
    rule: positiveIntOr(86400),
    default: '`86400`',
    meaning: 'the window (and lockout) of the per-phone failures, seconds',
  },
  DEMO_MAX_BODY_BYTES: { side: 'demo', rule: positiveIntOr(16384), default: '`16384`', meaning: 'largest accepted request body, bytes' },
  DEMO_TRUSTED_PROXIES: {
    side: 'demo',
    rule: textOr(undefined),
    default: 'loopback',
    meaning: 'peers whose X-Forwarded-For the demo API believes; none for nobody',
  },
  DEMO_PUBLIC_URL: {
    side: 'demo',
    rule: textOr(undefined),
    default: "the request's origin",
    meaning: 'origin the demo API writes into image URLs',
  },
  DEMO_WEBHOOK_URL: {
    side: 'demo',
    rule: textOr(undefined),
    default: '`SITE_URL`',
    meaning: 'where the demo API sends the content webhook after an edit',
  },
  DEMO_EMPTY_CONTENT: {
    side: 'demo',
    rule: textOr(undefined),
    default: unset,
    meaning: '1: the news, gallery and doctor lists answer no items',
  },
  DEMO_BOOKING: {
    side: 'demo',
    rule: textOr(undefined),
    default: unset,
    meaning: 'off: the booking calls answer 404, as a backend without online booking does (the site keeps the request form)',
  },

  CHROMIUM_PATH: {
    side: 'tooling',
    rule: textOr(undefined),
    default: 'auto',
    meaning: 'browser for Playwright',
    readBy: 'playwright.config.ts',
  },
  FIREFOX_PATH: {
    side: 'tooling',
    rule: textOr('/usr/bin/firefox-esr'),
    default: '`/usr/bin/firefox-esr`, else `/usr/bin/firefox`',
    meaning: 'Firefox for `e2e/firefox.spec.ts`',
    readBy: 'e2e/firefox-driver.ts',
  },
  DEMO_OTP_REQUESTS_PER_PHONE: {
    side: 'demo',
    rule: positiveIntOr(10),
    default: '`10`',
    meaning: 'codes sent to one phone per window of the per-phone limits, from any address',
  },
} as const satisfies Record<string, EnvVariable>;

export type EnvName = keyof typeof ENV_VARIABLES;
export type EnvValue<K extends EnvName> = ReturnType<(typeof ENV_VARIABLES)[K]['rule']>;

/** The variables of the given sides, as a type. */
export type EnvNameOf<S extends EnvSide> = { [K in EnvName]: (typeof ENV_VARIABLES)[K]['side'] extends S ? K : never }[EnvName];

export const envNames = <S extends EnvSide>(...sides: S[]): EnvNameOf<S>[] =>
  (Object.keys(ENV_VARIABLES) as EnvName[]).filter((name) => (sides as EnvSide[]).includes(ENV_VARIABLES[name].side)) as EnvNameOf<S>[];

/** The zod schema of one variable: the text (or nothing) in, the value out; a bad value is one issue naming it. */
export function envSchema<K extends EnvName>(name: K): z.ZodType<EnvValue<K>, string | undefined> {
  const rule = ENV_VARIABLES[name].rule as Rule<EnvValue<K>>;
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      try {
        return rule(raw, name);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : `${name} is invalid` });
        return z.NEVER;
      }
    });
}

/** Parses the named variables of a source with their schemas; throws an EnvError with one line on the first bad one. */
export function parseEnv<K extends EnvName>(
  names: readonly K[],
  source: Readonly<Record<string, string | undefined>>,
): { [N in K]: EnvValue<N> } {
  const shape = Object.fromEntries(names.map((name) => [name, envSchema(name)])) as {
    [N in K]: z.ZodType<EnvValue<N>, string | undefined>;
  };
  const picked = Object.fromEntries(names.map((name) => [name, source[name]]));
  const result = z.object(shape).safeParse(picked);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new EnvError(issue?.message.startsWith(name) ? issue.message : `${name}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data as { [N in K]: EnvValue<N> };
}
