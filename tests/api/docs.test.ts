// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { API_ROUTES } from '@/features/api-calls';
import { generatedSection, renderApiReference, withGeneratedSection } from '@/scripts/api-docs';

const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8');

describe('docs/api.md', () => {
  it('matches the contract (run `npm run docs:api` after changing lib/api/schemas.ts or contract.ts)', () => {
    expect(generatedSection(doc)).toBe(renderApiReference());
  });

  it('documents every call of the route table with its method and path', () => {
    for (const route of API_ROUTES) expect(doc).toContain(`### ${route.method} ${route.path}`);
  });

  it('would notice a drifted field', () => {
    const drifted = doc.replace('| `experienceYears` | integer |', '| `yearsOfExperience` | integer |');
    expect(drifted).not.toBe(doc);
    expect(generatedSection(drifted)).not.toBe(renderApiReference());
    expect(generatedSection(withGeneratedSection(drifted))).toBe(renderApiReference());
  });
});
