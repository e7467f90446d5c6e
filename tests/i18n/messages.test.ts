import { describe, expect, it } from 'vitest';

import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** ICU arguments: `{name}`, `{count, plural, …}`; not the words of a choice's branches (`lab {Tests we do}`). */
const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

const files = { hy: leaves(hy as Tree), ru: leaves(ru as Tree), en: leaves(en as Tree) };

describe('translation messages', () => {
  it('have the same keys in hy, ru and en', () => {
    const all = new Set([...files.hy.keys(), ...files.ru.keys(), ...files.en.keys()]);
    for (const [locale, map] of Object.entries(files)) {
      const missing = [...all].filter((key) => !map.has(key));
      expect(missing, `missing in ${locale}.json`).toEqual([]);
    }
  });

  it('have no empty texts', () => {
    for (const [locale, map] of Object.entries(files)) {
      const empty = [...map].filter(([, value]) => value.trim() === '').map(([key]) => key);
      expect(empty, `empty in ${locale}.json`).toEqual([]);
    }
  });

  it('use the same placeholders in every language', () => {
    for (const [key, text] of files.en) {
      expect(placeholders(files.hy.get(key) ?? ''), `hy ${key}`).toEqual(placeholders(text));
      expect(placeholders(files.ru.get(key) ?? ''), `ru ${key}`).toEqual(placeholders(text));
    }
  });

  it('are written in the language of the file (Armenian and Cyrillic letters present)', () => {
    const armenian = [...files.hy.values()].filter((text) => /[\u0531-\u058F]/.test(text)).length;
    const cyrillic = [...files.ru.values()].filter((text) => /[\u0400-\u04FF]/.test(text)).length;
    expect(armenian / files.hy.size).toBeGreaterThan(0.7);
    expect(cyrillic / files.ru.size).toBeGreaterThan(0.7);
  });
});
