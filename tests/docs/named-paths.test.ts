// @vitest-environment node
/**
 * Every file or folder a reader is sent to exists: the paths named in the README, in docs/ and deploy/'s notes,
 * and in the comments of the code and the tests. A path is a word that starts with one of the repository's
 * top-level folders (`lib/cache/page-etag.mjs`, `features/<name>/` is a pattern and is left alone), a root file
 * (`next.config.ts`), or, in Markdown, a relative link. A glob (`e2e/*.spec.ts`) must match at least one file.
 */
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { missingNamedPaths, namedPaths } from './named-paths';

const ROOT = path.resolve(__dirname, '../..');

describe('paths named in comments and docs', () => {
  it('finds the paths a text names, with the placeholders and addresses left out', () => {
    const text = [
      '// See lib/cache/page-etag.mjs and `docs/decisions/zod-mini.md`, also next.config.ts.',
      '// A feature folder features/<name>/ and the page /en/news are not files; e2e/*.spec.ts is a glob.',
      '[a record](decisions/route-table.md) and [a site](https://example.com/docs/x.md)',
    ].join('\n');
    expect(namedPaths(text, 'docs/example.md')).toEqual([
      'lib/cache/page-etag.mjs',
      'docs/decisions/zod-mini.md',
      'next.config.ts',
      'e2e/*.spec.ts',
      'docs/decisions/route-table.md',
    ]);
  });

  it('reports a named path that is gone, by the file that names it', () => {
    expect(missingNamedPaths(ROOT, [{ file: 'docs/x.md', text: 'See lib/no-such-module.ts and lib/routes.ts.' }])).toEqual([
      'docs/x.md names lib/no-such-module.ts',
    ]);
  });

  it('every path named in the README, docs/, deploy/ and the comments of the code exists', () => {
    expect(missingNamedPaths(ROOT)).toEqual([]);
  });
});
