/**
 * React's streaming runtime as Next ships it (lib/cache/page-policy.mjs hashes the inline scripts made of it). A
 * module of its own: it reads a file through `import.meta`, which the browser tests' loader cannot load beside the
 * markup patterns.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The source of the server build of react-dom that Next ships, whose string constants are React's streaming runtime;
 * '' when it cannot be read. The path is written inside the call: the bundler follows only a literal.
 * @returns {string}
 */
export function reactDomServerSource() {
  try {
    return fs.readFileSync(
      createRequire(import.meta.url).resolve('next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js'),
      'utf8',
    );
  } catch {
    return '';
  }
}
