/** The paths that the README, the docs and the code's comments name, and which of them are gone. */
import fs from 'node:fs';
import path from 'node:path';

const TOP_FOLDERS = [
  'app',
  'features',
  'lib',
  'components',
  'mocks',
  'scripts',
  'e2e',
  'tests',
  'docs',
  'deploy',
  'styles',
  'messages',
  'public',
  'reports',
  '.ci',
];
const ROOT_FILES = [
  'README.md',
  'package.json',
  'next.config.ts',
  'proxy.ts',
  'instrumentation.ts',
  'eslint.config.mjs',
  'playwright.config.ts',
  'playwright.dev.config.ts',
  'vitest.config.mts',
  'tsconfig.json',
  'global.d.ts',
  '.editorconfig',
  '.prettierrc.json',
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word made of path characters that starts with a top-level folder and a slash, or is a root file. */
const PATH = new RegExp(
  `(?<![\\w./@:-])((?:${TOP_FOLDERS.map(escape).join('|')})/[\\w.\\-/\\[\\]()*@+]*|(?:${ROOT_FILES.map(escape).join('|')})(?![\\w/-]))`,
  'g',
);
/** A relative Markdown link: [text](target), not an address and not an anchor. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#|\/)([^)\s#]+)(?:#[^)]*)?\)/g;

const count = (text: string, char: string) => text.split(char).length - 1;

/** Without the sentence's punctuation after it (a closing bracket only when the path did not open it) and a folder's slash. */
function clean(found: string): string {
  let named = found;
  for (;;) {
    const last = named.at(-1);
    if (last && '.,:;'.includes(last)) named = named.slice(0, -1);
    else if (last === ')' && count(named, ')') > count(named, '(')) named = named.slice(0, -1);
    else if (last === ']' && count(named, ']') > count(named, '[')) named = named.slice(0, -1);
    else break;
  }
  return named.replace(/\/$/, '');
}

/** The paths a text names, relative to the repository root (`file` is where the text is, for relative links). */
export function namedPaths(text: string, file: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(PATH)) {
      const after = line.slice((match.index ?? 0) + match[0].length);
      // features/<name>/…: a pattern, not a path.
      if (after.startsWith('<') || after.startsWith('…') || after.startsWith('{')) continue;
      const named = clean(match[1]);
      if (named.includes('/') || ROOT_FILES.includes(named)) found.push(named);
    }
    if (file.endsWith('.md')) {
      for (const match of line.matchAll(MARKDOWN_LINK)) {
        found.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), clean(match[1]))));
      }
    }
  }
  return [...new Set(found)].filter((named) => !/^(?:app|lib|docs)$/.test(named));
}

const CODE = /\.(?:ts|tsx|mts|mjs|js|css|sh)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'test-results', 'playwright-report', 'screenshots', '.git']);

function walk(root: string, dir: string, files: string[]): void {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.next')) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(root, relative, files);
    else files.push(relative);
  }
}

/** The comment text of a source file: its line comments and block comments, nothing else. */
export function commentsOf(source: string): string {
  const comments: string[] = [];
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*|^\s*#[^!\n][^\n]*/gm)) comments.push(match[0]);
  return comments.join('\n');
}

/** What the check reads: the README and the notes (Markdown outside reports/), and the comments of the code. */
export function namingTexts(root: string): Array<{ file: string; text: string }> {
  const files: string[] = [];
  walk(root, '', files);
  return files.flatMap((file) => {
    if (file.endsWith('.md') && !file.startsWith('reports/')) return [{ file, text: fs.readFileSync(path.join(root, file), 'utf8') }];
    if (CODE.test(file) && !file.startsWith('public/')) return [{ file, text: commentsOf(fs.readFileSync(path.join(root, file), 'utf8')) }];
    return [];
  });
}

/** A module may be named as it is imported, without its extension. */
const MODULE_ENDINGS = ['', '.ts', '.tsx', '.mjs', '.mts', '/index.ts'];

function exists(root: string, named: string): boolean {
  if (!named.includes('*')) return MODULE_ENDINGS.some((ending) => fs.existsSync(path.join(root, named + ending)));
  const pattern = new RegExp(`^${named.split('*').map(escape).join('[^/]*')}$`);
  const files: string[] = [];
  walk(
    root,
    named
      .slice(0, named.indexOf('*'))
      .replace(/[^/]*$/, '')
      .replace(/\/$/, ''),
    files,
  );
  return files.some((file) => pattern.test(file) || pattern.test(path.posix.dirname(file)));
}

/** "<file> names <path>" for every named path that does not exist. */
export function missingNamedPaths(root: string, texts = namingTexts(root)): string[] {
  return texts.flatMap(({ file, text }) =>
    namedPaths(text, file)
      .filter((named) => !exists(root, named))
      .map((named) => `${file} names ${named}`),
  );
}
