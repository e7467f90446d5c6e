import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PAGE_REVALIDATE_SECONDS } from '@/lib/config';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** Next reads `export const revalidate` only as a literal, so the constant cannot be imported there. */
describe('the revalidation interval', () => {
  it('is declared once, in the [locale] layout, equal to PAGE_REVALIDATE_SECONDS', () => {
    const declarations = sources('app').filter((file) => /export const revalidate\b/.test(readFileSync(file, 'utf8')));
    expect(declarations).toEqual([path.join('app', '[locale]', 'layout.tsx')]);
    const literal = /export const revalidate = (\d+);/.exec(readFileSync('app/[locale]/layout.tsx', 'utf8'))?.[1];
    expect(Number(literal)).toBe(PAGE_REVALIDATE_SECONDS);
  });
});
