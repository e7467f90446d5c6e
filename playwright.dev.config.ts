import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from './playwright.config';

/** The newcomer's first command: `e2e/dev-server.spec.ts` starts `npm run dev` itself and stops it with Ctrl-C. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: ['dev-server.spec.ts'],
  // A folder of its own: a run starts by emptying its output folder, and the main run's traces are kept for reading.
  outputDir: `${process.env.E2E_OUTPUT_DIR || 'test-results'}/dev-server`,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 6 * 60_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure', launchOptions: CHROMIUM_LAUNCH_OPTIONS },
  projects: [{ name: 'dev-server', use: { ...devices['Desktop Chrome'], locale: 'en-US' } }],
});
