// @vitest-environment node
/**
 * The formatter alias of lib/next-internals/message-formatter.mjs is the one next-intl's own precompile option sets:
 * an upgrade of next-intl that aliases another module (or drops the option) fails here.
 */
import fs from 'node:fs';
import path from 'node:path';

import createNextIntlPlugin from 'next-intl/plugin';
import { describe, expect, it } from 'vitest';

import { PARSING_FORMATTER, precompiledFormatterAlias } from '@/lib/next-internals/message-formatter.mjs';

const ROOT = path.resolve(__dirname, '../..');

describe('the precompiled message formatter', () => {
  it("is a file of use-intl's, named relative to the project as Turbopack needs", () => {
    const alias = precompiledFormatterAlias(ROOT)[PARSING_FORMATTER];
    expect(alias).toMatch(/^\.\/node_modules\/use-intl\/.*format-only\.js$/);
    expect(fs.existsSync(path.join(ROOT, alias))).toBe(true);
  });

  it("is the module next-intl's own `messages.precompile` aliases the formatter to", () => {
    const withPrecompile = createNextIntlPlugin({
      requestConfig: './lib/i18n/request.ts',
      experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
    });
    const config = withPrecompile({});
    const ours = path.resolve(ROOT, precompiledFormatterAlias(ROOT)[PARSING_FORMATTER]);
    const theirs = config.turbopack?.resolveAlias?.[PARSING_FORMATTER];
    expect(typeof theirs).toBe('string');
    expect(path.resolve(ROOT, theirs as string)).toBe(ours);
  });
});
