import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
/** What the route leaves for after its answer (rendering the stale pages again: tests/cache/warm-pages.test.ts). */
const afterAnswer: Array<() => unknown> = [];
vi.mock('next/server', async (original) => ({ ...(await original<object>()), after: (task: () => unknown) => afterAnswer.push(task) }));

const { POST } = await import('@/app/api/revalidate/route');

const call = (body: unknown, authorization?: string) =>
  POST(
    new Request('http://site.test/api/revalidate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('POST /api/revalidate', () => {
  beforeEach(() => {
    process.env.REVALIDATE_SECRET = 'test-secret';
    revalidateTag.mockClear();
  });
  afterEach(() => {
    delete process.env.REVALIDATE_SECRET;
  });

  it('is off (404) when REVALIDATE_SECRET is unset', async () => {
    delete process.env.REVALIDATE_SECRET;
    expect((await call({ type: 'news' }, 'Bearer test-secret')).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 without the right secret', async () => {
    expect((await call({ type: 'news' })).status).toBe(401);
    expect((await call({ type: 'news' }, 'Bearer wrong')).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 for a bad body', async () => {
    expect((await call('{not json', 'Bearer test-secret')).status).toBe(400);
    expect((await call({ type: 'posts' }, 'Bearer test-secret')).status).toBe(400);
    expect((await call({ type: 'news', slug: '../x' }, 'Bearer test-secret')).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('expires the tags of the content, says which, and leaves rendering the pages again for after the answer', async () => {
    afterAnswer.length = 0;
    const response = await call({ type: 'news', slug: 'spring-allergy-season' }, 'Bearer test-secret');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ revalidated: true, tags: ['news', 'news:spring-allergy-season'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['news', 'max'],
      ['news:spring-allergy-season', 'max'],
    ]);
    expect(afterAnswer).toHaveLength(1);
  });
});
