/**
 * The environment module: every variable the site, its cache handler, logger, Redis connection and metrics, the
 * runner (scripts/site.mjs) and the demo API read, once: who reads it, its default as the README writes it, its
 * meaning, and the rule that turns the text into a value (lib/env/rules.mjs). Plain JavaScript typed with JSDoc
 * (tsc checks it), so the programs Next or Node load without a bundler import it as the TypeScript code does.
 * The README's table and `.env.example` list the same variables with the same defaults
 * (tests/env/env-docs.test.ts checks all three).
 *
 * - `server`: the site's server (checked as a whole at start: next.config.ts, scripts/site.mjs).
 * - `client`: `NEXT_PUBLIC_*`, inlined into the browser's code at build time (lib/env/client.ts).
 * - `demo`: the demo clinic API, a separate program (mocks/lib/env.ts reads them on every use, so tests can
 *   change them; mocks/server.ts checks them all at start).
 * - `tooling`: the test runner.
 * - `internal`: handed by the site's own code to a process it starts or a module Next loads outside the bundle;
 *   never set by hand, so neither the README nor `.env.example` lists them.
 *
 * A bad value is never read as the default: the rule throws an EnvError with one line naming the variable, and
 * the command stops with it (`Configuration error: TRUST_PROXY_HOPS must be a whole number …`).
 */
import { CLIENT_RULES } from './client-rules.mjs';
import { DEFAULT_DEMO_API_PORT, DEFAULT_SITE_PORT } from './defaults.mjs';
import {
  count,
  EnvError,
  flag,
  httpUrl,
  matching,
  oneOf,
  optionalPort,
  port,
  positiveInt,
  positiveNumber,
  redisUrl,
  textOr,
} from './rules.mjs';

export { EnvError };

/** @typedef {'server' | 'client' | 'demo' | 'tooling' | 'internal'} EnvSide */
/** @typedef {Readonly<Record<string, string | undefined>>} RawEnv */

/**
 * @typedef {object} EnvVariable
 * @property {EnvSide} side
 * @property {import('./rules.mjs').Rule<unknown>} rule
 * @property {string} default The default as the README's table writes it: a value in backticks, or words.
 * @property {string} meaning
 */

const unset = '(unset)';

/** The levels of the server's log (pino's), quietest last. */
export const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** @satisfies {Record<string, EnvVariable>} */
export const ENV_VARIABLES = {
  PORT: { side: 'server', rule: port(DEFAULT_SITE_PORT), default: `\`${DEFAULT_SITE_PORT}\``, meaning: 'port of the site' },
  BIND_ADDRESS: {
    side: 'server',
    rule: textOr('127.0.0.1'),
    default: '`127.0.0.1`',
    meaning: 'the address `npm start` listens on: loopback, or the private address a proxy on another machine connects to',
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
    rule: flag,
    default: '(unset)',
    meaning: '1: `npm start` may serve the demo API (a demonstration, never patients)',
  },
  REDIS_URL: {
    side: 'server',
    rule: redisUrl,
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
    rule: positiveNumber(150, 200),
    default: '`150` (at most 200)',
    meaning: 'how long one Redis call may take',
  },
  CACHE_SIGNING_KEY: {
    side: 'server',
    rule: textOr(undefined),
    default: '(unset)',
    meaning: 'the key that signs the pages shared through Redis (HMAC); required with REDIS_URL',
  },
  TRUST_PROXY_HOPS: {
    side: 'server',
    rule: count(0),
    default: '`0`',
    meaning: 'how many proxies stand in front of the site (nginx alone: 1)',
  },
  API_TIMEOUT_MS: {
    side: 'server',
    rule: positiveNumber(5000),
    default: '`5000`',
    meaning: 'how long a server-side call of the clinic API may take before the render fails',
  },
  ALLOW_NO_PROXY: {
    side: 'server',
    rule: flag,
    default: '(unset)',
    meaning: '1: an https SITE_URL with TRUST_PROXY_HOPS=0 is accepted at start',
  },
  SESSION_SIGNINS_PER_MINUTE: {
    side: 'server',
    rule: positiveInt(10),
    default: '`10`',
    meaning: 'sign-ins per client address and minute',
  },
  SESSION_RENEWALS_PER_MINUTE: {
    side: 'server',
    rule: positiveInt(60),
    default: '`60`',
    meaning: 'renewals and logouts per client address and minute',
  },
  LOG_LEVEL: {
    side: 'server',
    rule: oneOf(LOG_LEVELS, 'info'),
    default: '`info`',
    meaning: 'error, warn, info, debug or silent',
  },
  METRICS_PORT: {
    side: 'server',
    rule: optionalPort,
    default: '(unset)',
    meaning: 'port of the internal metrics listener (Prometheus format, GET /metrics); unset, no listener',
  },
  METRICS_HOST: {
    side: 'server',
    rule: textOr('127.0.0.1'),
    default: '`127.0.0.1`',
    meaning: 'the address the metrics listener binds to',
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
  DEMO_OTP_CODE: {
    side: 'demo',
    rule: matching(/^\d{6}$/, 'a code of six digits'),
    default: unset,
    meaning: 'the only one-time code the demo API accepts (tests)',
  },
  DEMO_ACCESS_TTL: { side: 'demo', rule: positiveInt(300), default: '`300`', meaning: 'lifetime of access tokens, seconds' },
  DEMO_REFRESH_TTL: {
    side: 'demo',
    rule: positiveInt(604800),
    default: '`604800`',
    meaning: 'lifetime of refresh tokens, seconds (7 days)',
  },
  DEMO_SESSION_MAX_AGE: {
    side: 'demo',
    rule: positiveInt(2592000),
    default: '`2592000`',
    meaning: 'absolute session lifetime, seconds (30 days)',
  },
  DEMO_OTP_REQUESTS_PER_ADDRESS: {
    side: 'demo',
    rule: positiveInt(20),
    default: '`20`',
    meaning: 'code requests per client address and window',
  },
  DEMO_OTP_VERIFICATIONS_PER_ADDRESS: {
    side: 'demo',
    rule: positiveInt(50),
    default: '`50`',
    meaning: 'code verifications per client address and window',
  },
  DEMO_ADDRESS_WINDOW_SECONDS: {
    side: 'demo',
    rule: positiveInt(600),
    default: '`600`',
    meaning: 'the window of the per-address limits, seconds',
  },
  DEMO_OTP_FAILURES_PER_PHONE: {
    side: 'demo',
    rule: positiveInt(10),
    default: '`10`',
    meaning: 'wrong codes per phone from one address before that address is locked out of it',
  },
  DEMO_PHONE_FAILURE_WINDOW_SECONDS: {
    side: 'demo',
    rule: positiveInt(86400),
    default: '`86400`',
    meaning: 'the window (and lockout) of the per-phone failures, seconds',
  },
  DEMO_MAX_BODY_BYTES: { side: 'demo', rule: positiveInt(16384), default: '`16384`', meaning: 'largest accepted request body, bytes' },
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
    rule: flag,
    default: unset,
    meaning: '1: the news, gallery and doctor lists answer no items',
  },
  DEMO_BOOKING: {
    side: 'demo',
    rule: oneOf(['on', 'off'], 'on'),
    default: unset,
    meaning: 'off: the booking calls answer 404, as a backend without online booking does (the site keeps the request form)',
  },

  CHROMIUM_PATH: {
    side: 'tooling',
    rule: textOr(undefined),
    default: 'auto',
    meaning: 'browser for Playwright',
  },
  FIREFOX_PATH: {
    side: 'tooling',
    rule: textOr('/usr/bin/firefox-esr'),
    default: '`/usr/bin/firefox-esr`, else `/usr/bin/firefox`',
    meaning: 'Firefox for `e2e/firefox.spec.ts`',
  },
  DEMO_OTP_REQUESTS_PER_PHONE: {
    side: 'demo',
    rule: positiveInt(10),
    default: '`10`',
    meaning: 'codes sent to one phone per window of the per-phone limits, from any address',
  },

  CLINIC_PAGE_CSP_TEMPLATE: {
    side: 'internal',
    rule: textOr(undefined),
    default: 'set by next.config.ts',
    meaning: "the stored pages' Content-Security-Policy template, handed to the cache handler (lib/cache/page-policy.mjs)",
  },
  CLINIC_MAP_PAGE_CSP_TEMPLATE: {
    side: 'internal',
    rule: textOr(undefined),
    default: 'set by next.config.ts',
    meaning: "the contacts page's policy template (Google's map hosts added), handed over the same way",
  },
};

/** @typedef {keyof typeof ENV_VARIABLES} EnvName */
/**
 * @template {EnvName} K
 * @typedef {ReturnType<(typeof ENV_VARIABLES)[K]['rule']>} EnvValue
 */
/**
 * The variables of the given sides, as a type.
 * @template {EnvSide} S
 * @typedef {{ [K in EnvName]: (typeof ENV_VARIABLES)[K]['side'] extends S ? K : never }[EnvName]} EnvNameOf
 */

/**
 * The variables of the given sides.
 * @template {EnvSide} S
 * @param {...S} sides
 * @returns {EnvNameOf<S>[]}
 */
export function envNames(...sides) {
  const names = /** @type {EnvName[]} */ (Object.keys(ENV_VARIABLES));
  return /** @type {EnvNameOf<S>[]} */ (names.filter((name) => /** @type {EnvSide[]} */ (sides).includes(ENV_VARIABLES[name].side)));
}

/**
 * One variable's value (process.env, or a test's own environment); a bad value throws an EnvError naming it.
 * @template {EnvName} K
 * @param {K} name
 * @param {RawEnv} [source]
 * @returns {EnvValue<K>}
 */
export function readEnv(name, source = process.env) {
  const rule = /** @type {import('./rules.mjs').Rule<EnvValue<K>>} */ (ENV_VARIABLES[name].rule);
  return rule(source[name], name);
}

/**
 * The named variables' values; the first bad one throws an EnvError with one line.
 * @template {EnvName} K
 * @param {readonly K[]} names
 * @param {RawEnv} [source]
 * @returns {{ [N in K]: EnvValue<N> }}
 */
export function parseEnv(names, source = process.env) {
  return /** @type {{ [N in K]: EnvValue<N> }} */ (Object.fromEntries(names.map((name) => [name, readEnv(name, source)])));
}

/**
 * For a program's start: the named variables' values, or one line (`Configuration error: …`) on stderr and exit 1.
 * @template {EnvName} K
 * @param {readonly K[]} names
 * @param {RawEnv} [source]
 * @returns {{ [N in K]: EnvValue<N> }}
 */
export function checkedEnv(names, source = process.env) {
  try {
    return parseEnv(names, source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}
