import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../..');
/** Every folder of client components: each feature's components/ and the UI kit's form parts. */
const COMPONENT_FOLDERS = [
  ...fs.readdirSync(path.join(ROOT, 'features')).map((feature) => path.join('features', feature, 'components')),
  path.join('components', 'ui', 'form'),
].filter((folder) => fs.existsSync(path.join(ROOT, folder)));

/** Namespaces a source file reads with useTranslations('X…') or useMessages().X. */
function namespacesRead(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)) found.add(match[1]);
  for (const match of source.matchAll(/useMessages\(\)\.([A-Za-z]+)/g)) found.add(match[1]);
  return [...found];
}

/** Every list a feature folder exports beside its components (features/<feature>/components/namespaces.ts). */
async function exportedNamespaces(folder: string): Promise<Set<string>> {
  const file = path.join(ROOT, folder, 'namespaces.ts');
  if (!fs.existsSync(file)) return new Set();
  const lists = Object.values(await import(file)) as string[][];
  return new Set(lists.flat());
}

describe('client message namespaces', () => {
  it('every client component reads only namespaces its feature exports (the layout sends none)', async () => {
    const missing: string[] = [];
    for (const feature of COMPONENT_FOLDERS) {
      const folder = path.join(ROOT, feature);
      const sent = await exportedNamespaces(feature);
      for (const name of fs.readdirSync(folder).filter((file) => /\.tsx?$/.test(file))) {
        const source = fs.readFileSync(path.join(folder, name), 'utf8');
        if (!/^['"]use client['"]/.test(source)) continue;
        for (const namespace of namespacesRead(source)) if (!sent.has(namespace)) missing.push(`${feature}/${name}: ${namespace}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('would have caught the application form reading service names that were not sent', () => {
    const source = "'use client';\nconst t = useTranslations('Services');";
    expect(namespacesRead(source)).toEqual(['Services']);
    expect(namespacesRead("'use client';\nconst text = useMessages().Error;")).toEqual(['Error']);
  });
});
