import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The site's animations change only what the compositor animates on its own thread. An animation of anything else
 * (a gradient's position, a colour, a size) repaints on the main thread at every frame, and the profile's loading
 * placeholders did so for as long as its lists loaded, in the tasks where the page hydrates.
 */
const COMPOSITED = new Set(['transform', 'translate', 'scale', 'rotate', 'opacity']);
const SOURCE_FOLDERS = ['app', 'components', 'features', 'styles'];

function cssFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

/** Each `@keyframes` block of a stylesheet: its name and the properties its frames set. */
function keyframes(css: string): { name: string; properties: string[] }[] {
  const found: { name: string; properties: string[] }[] = [];
  const start = /@keyframes\s+([\w-]+)\s*\{/g;
  for (let match = start.exec(css); match; match = start.exec(css)) {
    let depth = 1;
    let index = start.lastIndex;
    while (depth > 0 && index < css.length) {
      if (css[index] === '{') depth += 1;
      if (css[index] === '}') depth -= 1;
      index += 1;
    }
    const body = css.slice(start.lastIndex, index - 1).replace(/\/\*[\s\S]*?\*\//g, '');
    const properties = [...body.matchAll(/([\w-]+)\s*:/g)].map((declaration) => declaration[1]);
    found.push({ name: match[1], properties: [...new Set(properties)] });
  }
  return found;
}

describe('the site’s animations', () => {
  it('are found by the reader: a keyframe block and the properties it animates', () => {
    expect(
      keyframes('@keyframes shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } } .a { color: red; }'),
    ).toEqual([{ name: 'shimmer', properties: ['background-position'] }]);
  });

  it('animate transform and opacity only, in every stylesheet of the site', () => {
    const blocks = SOURCE_FOLDERS.flatMap(cssFiles).flatMap((file) =>
      keyframes(fs.readFileSync(file, 'utf8')).map((block) => ({ file, ...block })),
    );
    expect(blocks.map((block) => block.name)).toEqual(expect.arrayContaining(['shimmer', 'spin', 'appear']));
    const repainting = blocks.filter((block) => block.properties.some((property) => !COMPOSITED.has(property)));
    expect(repainting).toEqual([]);
  });
});
