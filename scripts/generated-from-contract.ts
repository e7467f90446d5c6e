/**
 * The command line of a generator that writes files from the contract (the API reference, the browser's validators):
 * it writes them, or with `--check` fails when one has drifted from what the contract makes today.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Whether `moduleUrl` (a script's `import.meta.url`) is the script node was started with. */
export const isEntryPoint = (moduleUrl: string) =>
  Boolean(process.argv[1]) && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;

/** Writes `files` (paths relative to the repository), or checks them with `--check`; `what` names them, `command` rewrites them. */
export function writeOrCheck(files: Array<{ file: string; content: string }>, what: string, command: string): void {
  const read = (file: string) => (fs.existsSync(path.join(ROOT, file)) ? fs.readFileSync(path.join(ROOT, file), 'utf8') : '');
  if (process.argv.includes('--check')) {
    const drifted = files.filter(({ file, content }) => read(file) !== content).map(({ file }) => file);
    if (drifted.length) {
      console.error(`Out of date with the contract: ${drifted.join(', ')}. Run ${command}`);
      process.exit(1);
    }
    console.log(`${what} match the contract`);
    return;
  }
  for (const { file, content } of files) fs.writeFileSync(path.join(ROOT, file), content);
  console.log(`${what} regenerated from the contract: ${files.map(({ file }) => file).join(', ')}`);
}
