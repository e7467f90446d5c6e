// @vitest-environment node
/**
 * The architecture's rules are the linter's (eslint.config.mjs): this lints one planted source of each kind of
 * violation with the project's own configuration (`ESLint#lintText` at a path inside the tree, so nothing is
 * written) and expects the rule's report; a correct import next to it passes.
 */
import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function lint(relative: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, relative) });
  return result.messages.filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('architecture boundaries (eslint.config.mjs)', () => {
  it('shared code (lib/) never imports a feature', async () => {
    const errors = await lint(`lib/planted.ts`, "import { NewsCard } from '@/features/news';\nexport const x = NewsCard;\n");
    expect(errors).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Shared code/)]);
  });

  it('the UI kit (components/ui/) never imports a feature', async () => {
    const errors = await lint(
      `components/ui/planted.ts`,
      "import { DOCTOR_FILTER_PATH } from '@/features/doctors/model';\nexport const x = DOCTOR_FILTER_PATH;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Shared code/)]);
  });

  it("a feature reaches into another feature's folder: reported; through its face: passes", async () => {
    const deep = await lint(
      `features/reviews/planted-deep.ts`,
      "import NewsCard from '@/features/news/components/news-card';\nexport const x = NewsCard;\n",
    );
    expect(deep).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Import another feature only through its public face/)]);
    const face = await lint(
      `features/reviews/planted-face.ts`,
      "import { NewsCard } from '@/features/news';\nexport const x = NewsCard;\n",
    );
    expect(face).toEqual([]);
  });

  it("a route reaches into a feature's folder: reported; through its face: passes", async () => {
    const deep = await lint(
      `app/planted/page.tsx`,
      "import NewsListing from '@/features/news/components/news-listing';\nexport default function Page() {\n  return <NewsListing page={1} />;\n}\n",
    );
    expect(deep).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Import another feature only through its public face/)]);
  });

  it("a server module without import 'server-only' is reported; with it, it passes", async () => {
    const bare = await lint(`features/news/server/planted-bare.ts`, 'export const x = 1;\n');
    expect(bare).toEqual(["no-restricted-syntax: A server module starts with import 'server-only'."]);
    const marked = await lint(`features/news/server/planted-marked.ts`, "import 'server-only';\n\nexport const x = 1;\n");
    expect(marked).toEqual([]);
  });

  it("a browser module without import 'client-only' is reported, and so is its import of a server module", async () => {
    const bare = await lint(`features/auth/client/planted-bare.ts`, 'export const x = 1;\n');
    expect(bare).toEqual(["no-restricted-syntax: A browser module starts with import 'client-only'."]);
    const reaching = await lint(
      `features/auth/client/planted-server.ts`,
      "import 'client-only';\nimport { readRefreshCookie } from '../server/session-cookies';\n\nexport const x = readRefreshCookie;\n",
    );
    expect(reaching).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*Browser modules \(client\/\) never import server modules/),
    ]);
  });

  it('nothing outside app/ imports from app/ (the arrow back up)', async () => {
    const errors = await lint(
      `features/shell/components/planted.tsx`,
      "import { GET } from '@/app/healthz/route';\nexport const x = GET;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*never back/)]);
  });

  it("the site never imports the demo API's data; another feature's demo and the demo server may", async () => {
    const fromSite = await lint(
      `features/profile/model/planted.ts`,
      "import { DOCTORS } from '@/features/doctors/demo/data';\nexport const x = DOCTORS;\n",
    );
    expect(fromSite).toContainEqual(expect.stringMatching(/^import\/no-restricted-paths: .*never imports the demo clinic API/));
    const fromDemo = await lint(
      `features/profile/demo/planted.ts`,
      "import { DOCTORS } from '@/features/doctors/demo/data';\nexport const x = DOCTORS;\n",
    );
    expect(fromDemo).toEqual([]);
    const fromMocks = await lint(
      `mocks/planted.ts`,
      "import { newsHandlers } from '@/features/news/demo/handlers';\nexport const x = newsHandlers;\n",
    );
    expect(fromMocks).toEqual([]);
  });
});
