import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { logout } from '@/features/auth/client/session';
import { resetDemoState, server } from '@/mocks/node';

import { closeSiteApi, listenAsSiteApi } from '../api/helpers';
import { siteSession } from './site-session';
import { polyfillDialog } from './test-utils';

/**
 * The hooks of a file that renders the sign-in UI against the in-process demo API, with the site's session routes
 * (requests the demo API does not know pass through). After each test the UI is unmounted first (a mounted
 * component would react to the logout), then `reset` runs, the session is logged out, the demo state reset and
 * the mocks cleared. Answers the session handler, to read its calls and cookies.
 */
export function sessionUiHooks(reset?: () => void) {
  const site = siteSession();
  beforeAll(() => {
    polyfillDialog();
    listenAsSiteApi(server, 'bypass');
    server.use(site.handler);
  });
  afterEach(async () => {
    cleanup();
    reset?.();
    await logout('en');
    resetDemoState();
    server.events.removeAllListeners();
    vi.clearAllMocks();
  });
  afterAll(() => closeSiteApi(server));
  return site;
}
