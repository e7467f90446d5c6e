/**
 * Pages compose, features render: a page file reads its data through feature faces and lays out sections. One that
 * grows past this size is doing a feature's work (a list, a card's data, a form's choices) that belongs in the feature.
 */
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const MAX_PAGE_LINES = 80;
const APP = path.join(process.cwd(), 'app');

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

describe('page files', () => {
  const pages = pageFiles(APP);

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(15);
  });

  it.each(pages.map((file) => [path.relative(process.cwd(), file), file]))(`%s has at most ${MAX_PAGE_LINES} lines`, (_, file) => {
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_PAGE_LINES);
  });
});
