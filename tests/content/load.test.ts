import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '@/lib/api/client';
import { getDoctors } from '@/lib/api/endpoints';
import { loadSection, paramsOrNone } from '@/lib/content/load';

/** An API that is down: nothing listens on this port. */
const downApi = createApi({ baseURL: 'http://127.0.0.1:9/api/v1', locale: 'en', timeout: 2000 });

afterEach(() => vi.restoreAllMocks());

describe('page sections when the clinic API is down', () => {
  it('become a value the page can show as "temporarily unavailable", with the cause in the server log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadSection('doctors', getDoctors(downApi))).resolves.toEqual({ ok: false });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[content\] doctors unavailable: network/));
  });

  it('pass the data through when the call succeeds', async () => {
    await expect(loadSection('x', Promise.resolve([1, 2]))).resolves.toEqual({ ok: true, data: [1, 2] });
  });

  it('let the build prerender nothing instead of failing (pages render on first visit)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(paramsOrNone('doctor slugs', getDoctors(downApi))).resolves.toEqual([]);
  });
});
