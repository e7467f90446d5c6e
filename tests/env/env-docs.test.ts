/**
 * One list of environment variables: lib/env/variables.mjs, docs/configuration.md's table, the README's deployment
 * table and `.env.example` name the same variables with the same defaults, and each literal default is the value the
 * module gives when it is unset.
 */
import fs from 'node:fs';
import path from 'node:path';

import { ENV_VARIABLES, envNames, type EnvName } from '@/lib/env/variables.mjs';
import { DEFAULT_ACCESS_TTL_SECONDS, DEFAULT_LIMITS, DEFAULT_REFRESH_TTL_SECONDS } from '@/mocks/lib/env';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The rows of the markdown table right under a heading or a line: first cell's `NAME`s → the other cells. */
export function markdownTable(markdown: string, after: string): Map<string, string[]> {
  const lines = markdown.split('\n');
  let i = lines.findIndex((line) => line.trim() === after);
  if (i < 0) throw new Error(`"${after}" is not in the document`);
  while (i < lines.length && !lines[i].startsWith('|')) i++;
  const rows = new Map<string, string[]>();
  for (i += 2; i < lines.length && lines[i].startsWith('|'); i++) {
    const cells = lines[i]
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    for (const [, name] of cells[0].matchAll(/`([A-Z][A-Z0-9_]*)`/g)) rows.set(name, cells.slice(1));
  }
  return rows;
}

/** `.env.example`: `# NAME=value` lines (commented or not), with the comment line above each. */
export function envExample(text: string): Map<string, { value: string; comment: string }> {
  const lines = text.split('\n');
  const entries = new Map<string, { value: string; comment: string }>();
  lines.forEach((line, i) => {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) entries.set(match[1], { value: match[2], comment: lines[i - 1] ?? '' });
  });
  return entries;
}

/** The value a default in backticks stands for; null for words, another variable's name or a template. */
function literalDefault(text: string): string | null {
  const match = /^`([^`]*)`/.exec(text);
  if (!match || match[1].includes('$') || match[1] in ENV_VARIABLES) return null;
  return match[1];
}

/** Every variable a person may set: the `internal` ones are handed over by the site's own code. */
const names: EnvName[] = envNames('server', 'client', 'demo', 'tooling');
const readme = read('README.md');
const configuration = read('docs/configuration.md');
const table = markdownTable(configuration, '## Environment variables');
const deployment = markdownTable(readme, 'Environment of a real deployment (the same at build and at start):');
const example = envExample(read('.env.example'));

describe('environment variables: the module, the README and .env.example agree', () => {
  it('the table of docs/configuration.md lists exactly the module’s variables', () => {
    expect([...table.keys()].sort()).toEqual([...names].sort());
  });

  it('the deployment table names only variables of the module', () => {
    expect(deployment.size).toBeGreaterThan(0);
    for (const name of deployment.keys()) expect(names, name).toContain(name);
  });

  it('.env.example lists exactly the module’s variables', () => {
    expect([...example.keys()].sort()).toEqual([...names].sort());
  });

  it.each(names)('%s: the same default everywhere, and it is the module’s value when unset', (name) => {
    const variable = ENV_VARIABLES[name];
    expect(table.get(name)?.[0], 'docs/configuration.md default').toBe(variable.default);
    const literal = literalDefault(variable.default);
    expect(example.get(name)?.value, '.env.example value').toBe(literal ?? '');
    expect(example.get(name)?.comment, '.env.example comment').toContain(variable.meaning);
    if (literal !== null) expect(String(variable.rule(undefined, name))).toBe(literal);
  });

  it('the demo API’s own defaults are the listed ones', () => {
    const value = (name: EnvName) => ENV_VARIABLES[name].rule(undefined, name);
    expect({
      DEMO_ACCESS_TTL: DEFAULT_ACCESS_TTL_SECONDS,
      DEMO_REFRESH_TTL: DEFAULT_REFRESH_TTL_SECONDS,
      DEMO_SESSION_MAX_AGE: DEFAULT_LIMITS.sessionMaxAgeSeconds,
      DEMO_OTP_REQUESTS_PER_ADDRESS: DEFAULT_LIMITS.otpRequestsPerAddress,
      DEMO_OTP_VERIFICATIONS_PER_ADDRESS: DEFAULT_LIMITS.otpVerificationsPerAddress,
      DEMO_ADDRESS_WINDOW_SECONDS: DEFAULT_LIMITS.addressWindowSeconds,
      DEMO_OTP_FAILURES_PER_PHONE: DEFAULT_LIMITS.otpFailuresPerPhone,
      DEMO_OTP_REQUESTS_PER_PHONE: DEFAULT_LIMITS.otpRequestsPerPhone,
      DEMO_PHONE_FAILURE_WINDOW_SECONDS: DEFAULT_LIMITS.phoneFailureWindowSeconds,
      DEMO_MAX_BODY_BYTES: DEFAULT_LIMITS.maxBodyBytes,
    }).toEqual(
      Object.fromEntries(
        [
          'DEMO_ACCESS_TTL',
          'DEMO_REFRESH_TTL',
          'DEMO_SESSION_MAX_AGE',
          'DEMO_OTP_REQUESTS_PER_ADDRESS',
          'DEMO_OTP_VERIFICATIONS_PER_ADDRESS',
          'DEMO_ADDRESS_WINDOW_SECONDS',
          'DEMO_OTP_FAILURES_PER_PHONE',
          'DEMO_OTP_REQUESTS_PER_PHONE',
          'DEMO_PHONE_FAILURE_WINDOW_SECONDS',
          'DEMO_MAX_BODY_BYTES',
        ].map((name) => [name, value(name as EnvName)]),
      ),
    );
  });

  it('would notice a drift: a row missing from docs/configuration.md or a changed default', () => {
    const drifted = markdownTable(
      configuration
        .replace(/^\| `REDIS_KEY_PREFIX` \| `clinic-site` \|/m, '| `REDIS_KEY_PREFIX` | `site` |')
        .replace(/^\| `LOG_LEVEL` .*\n/m, ''),
      '## Environment variables',
    );
    expect(drifted.has('LOG_LEVEL')).toBe(false);
    expect(drifted.get('REDIS_KEY_PREFIX')?.[0]).not.toBe(ENV_VARIABLES.REDIS_KEY_PREFIX.default);
  });
});
