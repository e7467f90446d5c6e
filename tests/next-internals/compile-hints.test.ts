import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { COMPILE_HINT, markChunksForEagerCompile } from '@/lib/next-internals/compile-hints.mjs';

let distDir: string;

function build(files: Record<string, string>, polyfills: string[] = []) {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  for (const [name, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    fs.writeFileSync(path.join(distDir, name), code);
  }
  fs.writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify({ polyfillFiles: polyfills }));
}
const read = (name: string) => fs.readFileSync(path.join(distDir, name), 'utf8');

afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

describe('the compile hint on a build’s chunks', () => {
  it('begins every chunk with the hint on a line of its own, the code after it unchanged', () => {
    build({ 'static/chunks/a1.js': 'self.A=1;', 'static/chunks/nested/b2.js': '(()=>{})()', 'static/css/c.css': 'a{}' });

    expect(markChunksForEagerCompile(distDir)).toBe(2);

    expect(read('static/chunks/a1.js')).toBe('//# allFunctionsCalledOnLoad\nself.A=1;');
    expect(read('static/chunks/nested/b2.js')).toBe(`${COMPILE_HINT}(()=>{})()`);
    expect(read('static/css/c.css')).toBe('a{}');
  });

  it('leaves the noModule polyfills alone', () => {
    build({ 'static/chunks/polyfill.js': 'legacy();', 'static/chunks/app.js': 'app();' }, ['static/chunks/polyfill.js']);

    expect(markChunksForEagerCompile(distDir)).toBe(1);

    expect(read('static/chunks/polyfill.js')).toBe('legacy();');
  });

  it('marks a chunk once, however often it runs', () => {
    build({ 'static/chunks/a1.js': 'self.A=1;' });

    markChunksForEagerCompile(distDir);
    expect(markChunksForEagerCompile(distDir)).toBe(0);

    expect(read('static/chunks/a1.js')).toBe(`${COMPILE_HINT}self.A=1;`);
  });
});
