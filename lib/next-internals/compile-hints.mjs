/**
 * V8's explicit compile hint on every chunk of a production build: a file that begins with the magic comment
 * `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a background thread
 * (Chrome 136+; other engines read a comment). Without it V8 compiles each function on the main thread the first
 * time it is called, which for the page's modules and React's hydration is right after the scripts arrive: a page's
 * chunks are code it runs as it loads, so that compiling is work the visitor waits for. Measured on this site
 * (reports/perf-analysis.md): 30–40 ms of main-thread compiling per load unthrottled; under 4× CPU the time from
 * the last script to a hydrated header fell from about 420 to 200–280 ms.
 *
 * Run once after `next build` (scripts/site.mjs). The `noModule` polyfills are left alone: browsers that run
 * them do not read the hint.
 */
import fs from 'node:fs';
import path from 'node:path';

import { chunkFilesOf, polyfillFilesOf } from './build-output.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint at the top of each chunk that lacks it; answers how many files it changed.
 * @param {string} distDir the build's folder (`.next`)
 */
export function markChunksForEagerCompile(distDir) {
  const skipped = polyfillFilesOf(distDir);
  let marked = 0;
  for (const file of chunkFilesOf(distDir)) {
    if (skipped.has(file)) continue;
    const fullPath = path.join(distDir, file);
    const code = fs.readFileSync(fullPath, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(fullPath, COMPILE_HINT + code);
    marked += 1;
  }
  return marked;
}
