import fs from 'node:fs';

import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against the production site started the README's way, `npm run build && npm start`
 * (with its own ports and dist folder), and the real demo API that `npm start` runs beside it.
 * The dev-server test (`playwright.dev.config.ts`) starts `npm run dev` itself.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT || 4110);
export const E2E_OTP_CODE = '246810';
/** The content webhook's secret in the browser tests (the runner makes a random one when unset). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-of-32-characters';

/** Playwright's own Chromium where it is installed, Debian's /usr/bin/chromium otherwise (or CHROMIUM_PATH). */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser
  }
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: chromiumExecutable(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testIgnore: ['dev-server.spec.ts', 'production/**'],
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['dev-server.spec.ts', 'production/**', 'firefox.spec.ts'],
      use: { ...devices['Desktop Chrome'], locale: 'hy-AM' },
    },
    // Debian's firefox-esr driven by puppeteer-core (e2e/firefox-driver.ts) against the same server; opens no Chromium.
    { name: 'firefox', testMatch: 'firefox.spec.ts' },
    // The production topology (nginx with TLS, two instances, Redis): it builds and starts its own site,
    // so it is one serial file; its tests run beside the localhost ones.
    { name: 'production', testDir: 'e2e/production', testIgnore: [], expect: { timeout: 60_000 }, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    // E2E_SKIP_BUILD=1 reuses the last test build.
    command: process.env.E2E_SKIP_BUILD ? 'npm start' : 'npm run build && npm start',
    url: `http://localhost:${E2E_PORT}/build-id`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DEMO_API_PORT: String(E2E_API_PORT),
      // `npm start` serves the demo API only when told to: these tests are its demonstration.
      DEMO_IN_PRODUCTION: '1',
      DEMO_OTP_CODE: E2E_OTP_CODE,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      DEMO_ACCESS_TTL: process.env.E2E_ACCESS_TTL || '20',
      // The browser tests sign in far more often from one address than a person could; the real
      // defaults (20 code requests / 50 verifications per 10 min, 10 failures per phone) have their own test.
      DEMO_OTP_REQUESTS_PER_ADDRESS: '100000',
      DEMO_OTP_VERIFICATIONS_PER_ADDRESS: '100000',
      DEMO_OTP_FAILURES_PER_PHONE: '1000',
      DEMO_OTP_REQUESTS_PER_PHONE: '1000',
      // The same for the site's own session endpoints (10 sign-ins and 60 renewals a minute per address by
      // default, tested in tests/auth/session-guard.test.ts).
      SESSION_SIGNINS_PER_MINUTE: '100000',
      SESSION_RENEWALS_PER_MINUTE: '100000',
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
      // A key that Google never sees: the map appears only after "Show map", and the privacy test
      // answers Google's script itself, so the consent flow is tested without a real key.
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.E2E_MAPS_KEY ?? 'e2e-maps-key',
    },
  },
});
