// @vitest-environment node
/**
 * The architecture's rules are the linter's (eslint.config.mjs): this plants one file of each kind of
 * violation inside the tree, lints it with the project's own configuration and expects the rule's
 * report; a correct import next to it passes. The planted files are removed afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const planted: string[] = [];
const eslint = new ESLint({ cwd: ROOT });

async function lint(relative: string, source: string): Promise<string[]> {
  const file = path.join(ROOT, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  planted.push(file);
  const [result] = await eslint.lintFiles([file]);
  return result.messages.filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

const stamp = `${process.pid}-${Date.now()}`;

afterAll(() => {
  for (const file of planted) fs.rmSync(file, { force: true });
  for (const dir of new Set(planted.map((file) => path.dirname(file)))) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  }
});

describe('architecture boundaries (eslint.config.mjs)', () => {
  it('shared code (lib/) never imports a feature', async () => {
    const errors = await lint(`lib/planted-${stamp}.ts`, "import { NewsCard } from '@/features/news';\nexport const x = NewsCard;\n");
    expect(errors).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Shared code/)]);
  });

  it('the UI kit (components/ui/) never imports a feature', async () => {
    const errors = await lint(`components/ui/planted-${stamp}.ts`, "import { DOCTOR_FILTER_PATH } from '@/features/doctors/model';\nexport const x = DOCTOR_FILTER_PATH;\n");
    expect(errors).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Shared code/)]);
  });

  it("a feature reaches into another feature's folder: reported; through its face: passes", async () => {
    const deep = await lint(
      `features/reviews/planted-deep-${stamp}.ts`,
      "import NewsCard from '@/features/news/components/news-card';\nexport const x = NewsCard;\n",
    );
    expect(deep).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Import another feature only through its public face/)]);
    const face = await lint(`features/reviews/planted-face-${stamp}.ts`, "import { NewsCard } from '@/features/news';\nexport const x = NewsCard;\n");
    expect(face).toEqual([]);
  });

  it("a route reaches into a feature's folder: reported; through its face: passes", async () => {
    const deep = await lint(
      `app/planted-${stamp}/page.tsx`,
      "import NewsListing from '@/features/news/components/news-listing';\nexport default function Page() {\n  return <NewsListing page={1} />;\n}\n",
    );
    expect(deep).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Import another feature only through its public face/)]);
  });

  it("a server module without import 'server-only' is reported; with it, it passes", async () => {
    const bare = await lint(`features/news/server/planted-bare-${stamp}.ts`, 'export const x = 1;\n');
    expect(bare).toEqual(["no-restricted-syntax: A server module starts with import 'server-only'."]);
    const marked = await lint(`features/news/server/planted-marked-${stamp}.ts`, "import 'server-only';\n\nexport const x = 1;\n");
    expect(marked).toEqual([]);
  });

  it("a browser module without import 'client-only' is reported, and so is its import of a server module", async () => {
    const bare = await lint(`features/auth/client/planted-bare-${stamp}.ts`, 'export const x = 1;\n');
    expect(bare).toEqual(["no-restricted-syntax: A browser module starts with import 'client-only'."]);
    const reaching = await lint(
      `features/auth/client/planted-server-${stamp}.ts`,
      "import 'client-only';\nimport { readRefreshCookie } from '../server/session-cookies';\n\nexport const x = readRefreshCookie;\n",
    );
    expect(reaching).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Browser modules \(client\/\) never import server modules/)]);
  });
});
