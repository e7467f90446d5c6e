/**
 * The bundler alias that makes every page format messages from their precompiled form (lib/i18n/compiled-messages.ts)
 * without carrying use-intl's ICU parser (about 9 kB of every page): `use-intl/format-message` resolves to its
 * `format-only` variant. next-intl 4.14's own `experimental.messages.precompile` sets exactly this alias, but it also
 * compiles the message files as the bundler imports them, before lib/typography typesets them, and the search index
 * reads the texts themselves; so the site sets the alias alone, here. tests/next-internals/message-formatter.test.ts
 * fails when next-intl's option stops aliasing to the same module.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export const PARSING_FORMATTER = 'use-intl/format-message';
export const PRECOMPILED_FORMATTER = 'use-intl/format-message/format-only';

/**
 * `turbopack.resolveAlias` for next.config.ts: a path relative to the project, as Turbopack's aliases need.
 * @param {string} projectDir
 * @returns {Record<string, string>}
 */
export function precompiledFormatterAlias(projectDir) {
  const resolved = createRequire(path.join(projectDir, 'package.json')).resolve(PRECOMPILED_FORMATTER);
  return { [PARSING_FORMATTER]: `./${path.relative(projectDir, resolved).replaceAll('\\', '/')}` };
}
