import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      // Server modules start with import 'server-only', which throws outside Next's server layer; tests import them directly.
      'server-only': path.resolve(__dirname, 'tests/stubs/server-only.ts'),
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    // A safety net, not a speed check: jsdom + axe on a busy 2-core machine needs more than the 5 s default.
    testTimeout: 20_000,
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // The phone field's IP-to-country lookup defaults to a public service; unit tests stay offline.
    env: { NEXT_PUBLIC_IP_COUNTRY_URL: '' },
    server: { deps: { inline: ['next-intl'] } },
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
