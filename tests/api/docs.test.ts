// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { API_FEATURES, API_ROUTES } from '@/features/api-calls';
import { featureReferencePath, generatedFiles, generatedSection, renderFeatureReference } from '@/scripts/api-docs';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('the API reference (docs/api.md and features/<name>/api/reference.md)', () => {
  it('matches the contract (run `npm run docs:api` after changing a call or a schema)', () => {
    for (const { file, content } of generatedFiles()) expect(read(file), file).toBe(content);
    expect(generatedSection(read('docs/api.md'))).toContain('## Error body');
  });

  it("documents every call with its method and path in its feature's reference", () => {
    const references = API_FEATURES.map((feature) => read(featureReferencePath(feature.name))).join('\n');
    for (const route of API_ROUTES) expect(references).toContain(`### ${route.method} ${route.path}`);
  });

  it('would notice a drifted field', () => {
    const doctors = API_FEATURES.find((feature) => feature.name === 'doctors')!;
    const written = read(featureReferencePath('doctors'));
    const drifted = written.replace('| `experienceYears` | integer |', '| `yearsOfExperience` | integer |');
    expect(drifted).not.toBe(written);
    expect(drifted).not.toBe(renderFeatureReference(doctors));
  });
});
