/**
 * The production topology of the README's "Deploying", started for the browser tests: Debian's nginx with
 * TLS (a certificate made here by openssl) running `deploy/nginx.conf` itself, two `npm start` instances
 * (each from its own copy of one build) round-robin behind it, one redis-server, and the demo clinic API
 * behind the same proxy on a host of its own. The names resolve only inside the test: the browser maps
 * them with `--host-resolver-rules`, Node's requests connect to 127.0.0.1 with the name as SNI and Host.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { E2E_OTP_CODE } from '../../playwright.config';
import {
  buildSite,
  copyBuild,
  makeCertificate,
  portsOf,
  removeBuild,
  startDemoApi,
  startNginx,
  startRedis,
  startSite,
  type Ports,
  type Running,
} from '../../scripts/processes';

const ROOT = path.resolve(__dirname, '../..');
const ports = portsOf('production');

/** The topology's names, ports and build (the ports as scripts/processes.ts lays out the production run). */
export const PROD = {
  host: 'clinic.test',
  apiHost: 'api.clinic.test',
  httpsPort: ports.https,
  httpPort: ports.http,
  instancePorts: ports.instances.slice(0, 2),
  /** Each instance's internal metrics listener (METRICS_PORT, on loopback). */
  metricsPorts: ports.metrics,
  apiPort: ports.api,
  redisPort: ports.redis,
  dist: '.next-e2e-prod',
  secret: 'production-topology-secret-of-32-characters',
} as const;

export const SITE_URL = `https://${PROD.host}:${PROD.httpsPort}`;
export const API_PUBLIC_URL = `https://${PROD.apiHost}:${PROD.httpsPort}`;

export interface Topology {
  cert: string;
  /** Base64 SHA-256 of the certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
  instances: Running[];
  /** Each instance's own copy of the build. */
  dists: string[];
  api: Running;
  redis: Running;
  accessLog: () => string;
  /** Restarts one instance (soak tests, fault tests). */
  restartInstance: (index: number) => Promise<void>;
  stop: () => Promise<void>;
}

/** deploy/nginx.conf with this machine's test values: names, ports, certificate, and paths under `dir`. */
export function nginxConfig(
  dir: string,
  cert: string,
  key: string,
  ports: Pick<Ports, 'https' | 'http' | 'instances' | 'api'> = portsOf('production'),
): string {
  const source = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const replacements: Array<[string | RegExp, string]> = [
    ['https://clinic.example', `https://${PROD.host}:${ports.https}`],
    ['api.clinic.example', PROD.apiHost],
    ['clinic.example', PROD.host],
    ['listen 443 ', `listen ${ports.https} `],
    ['listen 80 ', `listen ${ports.http} `],
    ['127.0.0.1:3001', `127.0.0.1:${ports.instances[0]}`],
    ['127.0.0.1:3002', `127.0.0.1:${ports.instances[1]}`],
    ['127.0.0.1:4010', `127.0.0.1:${ports.api}`],
    ['/etc/ssl/clinic/fullchain.pem', cert],
    ['/etc/ssl/clinic/privkey.pem', key],
    ['/var/cache/nginx/clinic', path.join(dir, 'cache')],
    ['/run/nginx-clinic.pid', path.join(dir, 'nginx.pid')],
    ['/var/log/nginx/clinic-error.log', path.join(dir, 'error.log')],
    ['/var/log/nginx/clinic-access.log', path.join(dir, 'access.log')],
  ];
  let config = source;
  for (const [from, to] of replacements) config = config.split(from as string).join(to);
  // Temporary files of a private nginx stay in its own folder; the workers run as the master's user.
  config = config.replace(
    'http {',
    `user ${os.userInfo().username};\nhttp {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`,
  );
  return config;
}

/** What the API and the instances share. */
function apiEnv(): Record<string, string> {
  return {
    SITE_URL,
    DEMO_PUBLIC_URL: API_PUBLIC_URL,
    // The demo edit call notifies the site the way a CMS inside the network would: one instance, directly.
    DEMO_WEBHOOK_URL: `http://127.0.0.1:${PROD.instancePorts[0]}`,
    REVALIDATE_SECRET: PROD.secret,
    DEMO_OTP_CODE: E2E_OTP_CODE,
    DEMO_ACCESS_TTL: '20',
    DEMO_OTP_REQUESTS_PER_ADDRESS: '100000',
    DEMO_OTP_VERIFICATIONS_PER_ADDRESS: '100000',
    DEMO_OTP_FAILURES_PER_PHONE: '1000',
    DEMO_OTP_REQUESTS_PER_PHONE: '1000',
  };
}

function siteEnv(redisUrl: string): Record<string, string> {
  return {
    SITE_URL,
    API_URL: `http://127.0.0.1:${PROD.apiPort}`,
    NEXT_PUBLIC_API_URL: API_PUBLIC_URL,
    REDIS_URL: redisUrl,
    TRUST_PROXY_HOPS: '1',
    REVALIDATE_SECRET: PROD.secret,
  };
}

/** Builds once (unless E2E_SKIP_BUILD and a build is there), then starts everything. */
export async function startTopology(): Promise<Topology> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-topology-'));
  fs.mkdirSync(path.join(dir, 'cache'));
  const { cert, key, spki } = makeCertificate(dir, [PROD.host, PROD.apiHost]);
  const running: Running[] = [];
  try {
    const redis = await startRedis(PROD.redisPort);
    running.push(redis);
    const api = await startDemoApi(PROD.apiPort, apiEnv());
    running.push(api);
    const env = siteEnv(redis.url);
    // The build prerenders from the API; the cache and the proxy belong to the running instances.
    const buildEnv: Record<string, string> = { ...env };
    delete buildEnv.REDIS_URL;
    await buildSite(PROD.dist, buildEnv, { reuse: Boolean(process.env.E2E_SKIP_BUILD) });
    const dists = PROD.instancePorts.map((_, index) => copyBuild(`instance-${index + 1}`, PROD.dist));
    const instanceEnv = (index: number) => ({ ...env, METRICS_PORT: String(PROD.metricsPorts[index]) });
    const instances = await Promise.all(PROD.instancePorts.map((port, index) => startSite(port, dists[index], instanceEnv(index))));
    running.push(...instances);
    const nginx = await startNginx(dir, nginxConfig(dir, cert, key), `https://127.0.0.1:${PROD.httpsPort}`);
    running.push(nginx);
    return {
      cert,
      spki,
      instances,
      dists,
      api,
      redis,
      accessLog: () => (fs.existsSync(path.join(dir, 'access.log')) ? fs.readFileSync(path.join(dir, 'access.log'), 'utf8') : ''),
      restartInstance: async (index) => {
        await instances[index].stop();
        instances[index] = await startSite(PROD.instancePorts[index], dists[index], instanceEnv(index));
      },
      stop: async () => {
        await Promise.all([...running, ...instances].map((process) => process.stop()));
        for (const dist of dists) removeBuild(dist);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(running.map((process) => process.stop()));
    throw error;
  }
}
