// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { pageEtag, withPageEtag } from '@/lib/cache/page-etag.mjs';
import { storedPage } from '@/lib/cache/stored-page.mjs';

const page = (html: string | Buffer, headers: Record<string, string> = {}) => ({ kind: 'APP_PAGE', html, headers, status: 200 });

describe('the ETag of a stored page', () => {
  it('is weak, the same for the same HTML (whichever instance makes it) and another for other HTML', () => {
    expect(pageEtag('<html>a</html>')).toMatch(/^W\/"[\w-]{27}"$/);
    expect(pageEtag('<html>a</html>')).toBe(pageEtag('<html>a</html>'));
    expect(pageEtag('<html>b</html>')).not.toBe(pageEtag('<html>a</html>'));
  });

  it('is added to an app page’s stored headers, from a string or a Buffer alike, and kept once there', () => {
    const html = '<html><body>Doctors</body></html>';
    expect(withPageEtag(page(html)).headers).toEqual({ etag: pageEtag(html) });
    expect(withPageEtag(page(Buffer.from(html))).headers).toEqual({ etag: pageEtag(html) });
    expect(withPageEtag(page(html, { etag: 'W/"kept"' })).headers.etag).toBe('W/"kept"');
    const route = { kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {}, status: 200 };
    expect(withPageEtag(route)).toBe(route);
  });

  it('is made again from the HTML the cache handler stores, not kept from the HTML Next rendered', async () => {
    const rendered = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Hi</p></body></html>';
    const stored = await storedPage(page(rendered, { etag: pageEtag(rendered) }), () => 'p{color:red}');
    const storedHtml = stored.html as string;
    expect(storedHtml).not.toBe(rendered);
    expect(stored.headers.etag).toBe(pageEtag(storedHtml));
  });
});
