// The configuration check behind `npm run dev` / `build` / `start`: pure functions, so they are unit-tested.
// Each problem is one line that names the variable; the runner prints it and exits non-zero. The variables are
// read through the environment module (lib/env/variables.mjs), which checks every one the site and the demo API
// read, so a bad value stops the runner before anything starts.
import net from 'node:net';

import { DEFAULT_DEMO_API_PORT, DEFAULT_SITE_PORT, DEMO_API_HOST } from '../lib/env/defaults.mjs';
import { EnvError, envNames, parseEnv, readEnv } from '../lib/env/variables.mjs';

export { DEFAULT_DEMO_API_PORT, DEFAULT_SITE_PORT, DEMO_API_HOST };
export const COMMANDS = ['dev', 'build', 'start'];

/** A configuration problem, one line; the environment module's own errors are of this kind too. */
export const ConfigError = EnvError;

/** @typedef {import('../lib/env/variables.mjs').RawEnv} RawEnv */

/** An http(s) URL as the site uses it: its origin and path, without a trailing slash. @param {string} url */
const withoutTrailingSlash = (url) => {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname.replace(/\/+$/, '');
};

/**
 * Reads the environment for one command. Returns the settings, or throws a ConfigError with one line.
 * `demo` is true when no API_URL is given: the built-in demo clinic API runs beside the site.
 * @param {string} command
 * @param {RawEnv} env
 */
export function readSiteConfig(command, env) {
  if (!COMMANDS.includes(command)) throw new ConfigError(`Unknown command "${command}": use one of ${COMMANDS.join(', ')}.`);
  // Every variable of the site and the demo API, so that a bad one stops the runner, not a process it started.
  const values = parseEnv(envNames('server', 'client', 'demo'), env);
  const sitePort = values.PORT;
  const apiUrl = values.API_URL ? withoutTrailingSlash(values.API_URL) : null;
  const siteUrl = values.SITE_URL ? withoutTrailingSlash(values.SITE_URL) : null;
  if (apiUrl && !siteUrl && command !== 'dev') {
    throw new ConfigError(
      'SITE_URL is not set: with API_URL (a real deployment) canonical links, the sitemap and JSON-LD need the public origin of the site, e.g. SITE_URL=https://clinic.example.',
    );
  }
  const demo = !apiUrl;
  if (command === 'start') assertFitForProduction({ demo, siteUrl, env });
  const demoApiPort = demo ? values.DEMO_API_PORT : null;
  if (demo && demoApiPort === sitePort)
    throw new ConfigError(`DEMO_API_PORT and PORT are both ${sitePort}: give the demo API a port of its own.`);
  return {
    command,
    demo,
    sitePort,
    bindAddress: bindAddressOf(readEnv('BIND_ADDRESS', env)),
    demoApiPort,
    apiUrl: apiUrl ?? `http://${DEMO_API_HOST}:${demoApiPort}`,
    siteUrl: siteUrl ?? `http://localhost:${sitePort}`,
  };
}

/**
 * `BIND_ADDRESS`: the interface the site listens on, loopback unless set. In the documented deployment the proxy
 * on the same machine is the only client; a port open on every interface would let anyone who reaches it skip the
 * proxy (its TLS, its cache key, the client address the session limits count). A container, where the proxy
 * connects from another address, sets `BIND_ADDRESS=0.0.0.0`.
 */
export const DEFAULT_BIND_ADDRESS = '127.0.0.1';

/** @param {string | undefined} value */
function bindAddressOf(value) {
  if (value === undefined || value === '') return DEFAULT_BIND_ADDRESS;
  if (net.isIP(value) === 0) throw new ConfigError(`BIND_ADDRESS must be an IP address such as 127.0.0.1, 0.0.0.0 or ::, got "${value}".`);
  if (value !== DEFAULT_BIND_ADDRESS && isLoopback(value))
    throw new ConfigError(`BIND_ADDRESS ${value} is a loopback address: use 127.0.0.1 for loopback.`);
  return value;
}

/** @param {string} address */
function isLoopback(address) {
  return address.startsWith('127.') || address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * How `next start` is told to listen on the bind address: its `--hostname` and the flags of its Node process.
 * Next's middleware sees every loopback address as `localhost` (its NextURL renames 127.0.0.1), so with
 * `--hostname 127.0.0.1` each rewrite of the middleware (every unprefixed Armenian page) names another origin
 * than the request and is proxied back to the instance until it fails. Given `localhost`, Next keeps one name
 * throughout; Node is told to take the IPv4 address of that name, so the server listens on 127.0.0.1 alone.
 */
/** @param {string} bindAddress */
export function nextListenOptions(bindAddress) {
  if (bindAddress === DEFAULT_BIND_ADDRESS) return { hostname: 'localhost', nodeFlags: ['--dns-result-order=ipv4first'] };
  return { hostname: bindAddress, nodeFlags: [] };
}

/** The shortest webhook secret a production start accepts: 32 characters (e.g. `openssl rand -base64 32`). */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;

/**
 * What `npm start` refuses, each with its way out: the demo API (it hands out test switches and a demo edit call,
 * and its content is invented), an https site with no proxy named (every visitor would share one address for the
 * session limits), a webhook secret short enough to guess, and a shared Redis without the key that signs its pages.
 * @param {{ demo: boolean, siteUrl: string | null, env: RawEnv }} settings
 */
function assertFitForProduction({ demo, siteUrl, env }) {
  if (demo && !readEnv('DEMO_IN_PRODUCTION', env)) {
    throw new ConfigError(
      'API_URL is not set, so `npm start` would serve the demo clinic API in production: set API_URL to the clinic backend, or DEMO_IN_PRODUCTION=1 to run the demonstration anyway.',
    );
  }
  if (siteUrl?.startsWith('https:') && readEnv('TRUST_PROXY_HOPS', env) === 0 && !readEnv('ALLOW_NO_PROXY', env)) {
    throw new ConfigError(
      'TRUST_PROXY_HOPS is 0 with an https SITE_URL: behind a TLS proxy set TRUST_PROXY_HOPS=1 (nginx alone), or ALLOW_NO_PROXY=1 if visitors really reach this process directly (then they all share one address for the session limits).',
    );
  }
  const secret = readEnv('REVALIDATE_SECRET', env);
  if (secret && secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    throw new ConfigError(
      `REVALIDATE_SECRET is shorter than ${MIN_WEBHOOK_SECRET_LENGTH} characters: use a random secret of at least that length (e.g. openssl rand -base64 32).`,
    );
  }
  if (readEnv('REDIS_URL', env) && (readEnv('CACHE_SIGNING_KEY', env) ?? '').length < MIN_WEBHOOK_SECRET_LENGTH) {
    throw new ConfigError(
      `REDIS_URL is set without a CACHE_SIGNING_KEY of at least ${MIN_WEBHOOK_SECRET_LENGTH} characters: the pages shared through Redis are signed with it (the same key on every instance; e.g. openssl rand -base64 32).`,
    );
  }
}

/**
 * Resolves when nothing listens on the port (on the given host, or on every interface).
 * @param {number} portNumber
 * @param {string} variable
 * @param {string} [host]
 * @returns {Promise<void>}
 */
export function assertPortFree(portNumber, variable, host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new ConfigError(
            `Port ${portNumber} (${variable}) is already in use: stop the process that holds it or set ${variable} to a free port.`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(new ConfigError(`Port ${portNumber} (${variable}) needs privileges this user lacks: set ${variable} to a port above 1023.`));
      } else reject(error);
    });
    probe.once('listening', () => probe.close(() => resolve()));
    probe.listen(host ? { port: portNumber, host } : { port: portNumber });
  });
}

/**
 * A build prerenders the public pages from the clinic API: fail early, and clearly, when it cannot be reached.
 * @param {string} apiUrl
 */
export async function assertApiReachable(apiUrl, timeoutMs = 10_000) {
  try {
    await fetch(`${apiUrl}/api/v1/doctors/`, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (/** @type {any} */ error) {
    const reason = error?.cause?.code || error?.name || 'network error';
    throw new ConfigError(
      `Cannot reach the clinic API at ${apiUrl} (API_URL) during the build (${reason}): the public pages are prerendered from it. Check API_URL, or unset it to build with the demo API.`,
    );
  }
}

/** @param {{ apiUrl: string, siteUrl: string }} config */
export function demoBanner({ apiUrl, siteUrl }) {
  const line = '─'.repeat(78);
  return [
    line,
    ' DEMO MODE: this site serves demo content from the built-in demo clinic API',
    ` at ${apiUrl} (reachable from this machine only). Sign-in codes appear in this log.`,
    ' To serve a real clinic, point the site at its API:',
    '   API_URL=https://api.clinic.example SITE_URL=https://clinic.example npm run build',
    '   API_URL=https://api.clinic.example SITE_URL=https://clinic.example npm start',
    ` The site: ${siteUrl}`,
    line,
  ].join('\n');
}
