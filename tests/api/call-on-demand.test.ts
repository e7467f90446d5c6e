import { describe, expect, it, vi } from 'vitest';

import { callOnDemand } from '@/lib/api/call-on-demand';
import type { ApiClient } from '@/lib/api/define-call';
import { ApiError } from '@/lib/api/errors';

const api = { request: vi.fn() } as unknown as ApiClient;

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
    const call = callOnDemand(async (): Promise<{ getThing: never }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }, 'getThing');
    const failure = await (call as (api: ApiClient) => Promise<unknown>)(api).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('network');
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
