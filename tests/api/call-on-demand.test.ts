import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { ApiClient } from '@/lib/api/call';
import { callOnDemand } from '@/lib/api/call-on-demand';
import { ApiError } from '@/lib/api/errors';

const reloadIfRedeployed = vi.hoisted(() => vi.fn(async () => false));
vi.mock('@/lib/app/chunk-reload', () => ({ reloadIfRedeployed }));

const api = { request: vi.fn() } as unknown as ApiClient;
const unreachable = async (): Promise<{ getThing: never }> => {
  throw new TypeError('Failed to fetch dynamically imported module');
};

beforeEach(() => reloadIfRedeployed.mockClear());

describe('callOnDemand', () => {
  it('loads the calls on the first use and passes the client and the arguments through', async () => {
    const getThing = Object.assign(
      vi.fn(async (_api: ApiClient, id: number, lang: string) => ({ id, lang })),
      { contract: {} as never },
    );
    const load = vi.fn(async () => ({ getThing }));
    const call = callOnDemand(load, 'getThing');
    expect(load).not.toHaveBeenCalled();

    await expect(call(api, 7, 'hy')).resolves.toEqual({ id: 7, lang: 'hy' });
    expect(getThing).toHaveBeenCalledWith(api, 7, 'hy');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a module that cannot arrive as a network failure, which the caller offers to try again', async () => {
    const call = callOnDemand(unreachable, 'getThing') as (api: ApiClient) => Promise<unknown>;
    const failure = await call(api).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('network');
    // The same build is live: the connection is the likely cause.
    expect(reloadIfRedeployed).toHaveBeenCalledTimes(1);
  });

  it('reloads the page instead when a newer build is live, and the call does not settle meanwhile', async () => {
    reloadIfRedeployed.mockResolvedValueOnce(true);
    const call = callOnDemand(unreachable, 'getThing') as (api: ApiClient) => Promise<unknown>;
    const outcome = await Promise.race([
      call(api).then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    expect(outcome).toBe('pending');
    expect(reloadIfRedeployed).toHaveBeenCalledTimes(1);
  });

  it('lets the call’s own failure through unchanged', async () => {
    const refused = new ApiError({ kind: 'conflict', status: 409, code: 'slot_taken' });
    const getThing = Object.assign(
      vi.fn(async () => {
        throw refused;
      }),
      { contract: {} as never },
    );
    await expect(callOnDemand(async () => ({ getThing }), 'getThing')(api)).rejects.toBe(refused);
  });
});
