// @vitest-environment node
/**
 * docs/phone.md describes the phone field as the code has it: the props it lists are the props of `PhoneInput`, the
 * fields of `PhoneResult` are the type's, and the face it imports from exports what it names.
 */
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const doc = read('docs/phone.md');

/** The property names of an interface in a source file (`name?:`, `'aria-x'?:`). */
function interfaceKeys(source: string, name: string): string[] {
  const body = new RegExp(`export interface ${name}[^{]*\\{([\\s\\S]*?)\\n\\}`).exec(source)?.[1] ?? '';
  return [...body.matchAll(/^ {2}'?([\w-]+)'?\??:/gm)].map((match) => match[1]);
}

describe('docs/phone.md', () => {
  it('lists exactly the props of PhoneInput', () => {
    const block = /<PhoneInput([\s\S]*?)\/>/.exec(doc)?.[1] ?? '';
    const documented = block
      .split('\n')
      // Without the comments and the example values: what is left are the prop names.
      .map((line) =>
        line
          .replace(/\/\/.*$/, '')
          .replace(/=\{.*?\}(?=\s|$)/g, '')
          .replace(/="[^"]*"/g, ''),
      )
      .flatMap((line) => [...line.matchAll(/(?:^|\s)([a-zA-Z][\w-]*)(?==|\s|$)/g)].map((match) => match[1]));
    const props = [
      ...interfaceKeys(read('features/phone/model/phone-value.ts'), 'PhoneFieldOptions'),
      ...interfaceKeys(read('features/phone/components/phone-input.tsx'), 'PhoneInputProps'),
    ];
    expect(props.length).toBeGreaterThan(15);
    expect([...new Set(documented)].sort()).toEqual([...new Set(props)].sort());
  });

  it('lists exactly the fields of PhoneResult', () => {
    const listed = /`PhoneResult`: `\{([^}]*)\}`/.exec(doc)?.[1] ?? '';
    const documented = listed.split(',').map((field) => field.trim());
    expect(documented.sort()).toEqual(interfaceKeys(read('features/phone/model/types.ts'), 'PhoneResult').sort());
  });

  it('imports from faces that export what it names', () => {
    expect(read('features/phone/index.ts')).toMatch(/\bPhoneInput\b/);
    expect(read('features/phone/model.ts')).toMatch(/\bparsePhone\b/);
    expect(read('features/application/index.ts')).toMatch(/\bApplicationBlock\b/);
    expect(read('features/application/components/namespaces.ts')).toMatch(/'ApplicationForm',\s*'Services'/);
  });
});
