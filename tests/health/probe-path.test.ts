import { describe, expect, it } from 'vitest';

import { API_ROUTES } from '@/features/api-calls';
import { routeOfPath } from '@/lib/api/registry';
import { API_PROBE_PATH } from '@/lib/health/readiness';

describe('the readiness probe', () => {
  it('asks a public, anonymous GET of the contract, so a renamed call cannot leave /readyz probing a 404', () => {
    const found = routeOfPath(API_ROUTES, API_PROBE_PATH);
    expect(found?.route).toMatchObject({ method: 'GET', public: true, auth: 'none' });
  });
});
