/**
 * The build formats every message from its precompiled form (lib/i18n/compiled-messages.ts, next.config.ts).
 * Each message of each language, compiled, must read exactly as the same message parsed at run time.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isValidElement, type ReactNode } from 'react';
import { _createCache, _createIntlFormatters, type RichTranslationValues } from 'use-intl/core';
import formatParsed from 'use-intl/format-message';
import formatCompiled from 'use-intl/format-message/format-only';

import { CLINIC_TIME_ZONE } from '@/lib/clinic';
import { loadCompiledMessages } from '@/lib/i18n/compiled-messages';
import { loadMessages } from '@/lib/i18n/messages';
import { LOCALES } from '@/lib/locales';

type Leaves = Array<[path: string, text: string]>;
function leaves(value: unknown, prefix = ''): Leaves {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, entry]) => leaves(entry, prefix ? `${prefix}.${key}` : key));
}
const at = (messages: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);

/** A value for every argument of a message, of the kind its syntax asks for; each tag wraps its chunks in brackets. */
function sampleValues(elements: MessageFormatElement[], values: RichTranslationValues = {}, count = 1): RichTranslationValues {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] ??= 'Anna';
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = count;
    if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date('2026-03-08T09:30:00Z');
    if (element.type === TYPE.select) values[element.value] = 'other';
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: ReactNode) => `[${text(chunks)}]`;
      sampleValues(element.children, values, count);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, values, count);
    }
  }
  return values;
}
const text = (node: ReactNode): string =>
  Array.isArray(node) ? node.map(text).join('') : isValidElement(node) ? '<element>' : String(node ?? '');

describe('precompiled messages', () => {
  for (const locale of LOCALES) {
    it(`read in ${locale} exactly as the messages parsed at run time, for every key and for one and for many`, async () => {
      const raw = leaves(await loadMessages(locale));
      const compiled = await loadCompiledMessages(locale);
      const options = { cache: _createCache(), formatters: _createIntlFormatters(_createCache()), locale, timeZone: CLINIC_TIME_ZONE };
      expect(raw.length).toBeGreaterThan(300);
      for (const [path, message] of raw) {
        for (const count of [1, 5]) {
          const values = sampleValues(parse(message), {}, count);
          const expected = text(formatParsed(path, message, values, options));
          expect({ path, text: text(formatCompiled(path, at(compiled, path) as never, values, options)) }).toEqual({
            path,
            text: expected,
          });
        }
      }
    });
  }

  it('keep a text without arguments as the same string', async () => {
    const compiled = await loadCompiledMessages('en');
    const plain = leaves(await loadMessages('en')).filter(([, message]) => !/[{}<]/.test(message));
    expect(plain.length).toBeGreaterThan(100);
    for (const [path, message] of plain) expect(at(compiled, path)).toBe(message);
  });
});

it('are plain data a server component can hand to a client component (objects with a prototype)', async () => {
  const compiled = await loadCompiledMessages('ru');
  const objects: object[] = [];
  const collect = (value: unknown) => {
    if (value && typeof value === 'object') {
      objects.push(value);
      Object.values(value).forEach(collect);
    }
  };
  collect(compiled);
  const withoutPrototype = objects.filter((value) => Object.getPrototypeOf(value) === null);
  expect(objects.length).toBeGreaterThan(50);
  expect(withoutPrototype).toEqual([]);
});
