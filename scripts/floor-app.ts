/**
 * The framework floor for the reports: a bare Next + next-intl app (FLOOR_APP_DIR, default ../shared/floor-app)
 * built and started beside the site, so every number of the site has a same-run reference.
 * The floor app's folder is only read: it is copied into a build folder of its own outside this repo, with this
 * project's node_modules hard-linked beside it (same next, next-intl and react; Turbopack does not follow a
 * node_modules symlink out of the project root, and a build folder inside this repo made Turbopack take the site's
 * instrumentation.ts for the floor app's).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { answers, portsOf, start } from './processes';

export const FLOOR_APP_DIR = path.resolve(process.env.FLOOR_APP_DIR || '../shared/floor-app');
const buildDir = path.join(os.tmpdir(), 'clinic-floor-app');
// Next from the build folder's own node_modules: one React for the CLI and the app.
const nextBin = path.join(buildDir, 'node_modules/next/dist/bin/next');
const skipped = new Set(['node_modules', '.next']);

function copyTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else fs.copyFileSync(source, target);
  }
}

/** A fingerprint of the floor app's sources, so an unchanged copy is not built twice. */
function sourceStamp(dir: string): string {
  const parts: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else parts.push(`${path.relative(dir, full)}:${fs.statSync(full).size}:${fs.statSync(full).mtimeMs}`);
    }
  };
  walk(dir);
  return parts.sort().join('\n');
}

function buildFloorApp(): void {
  const stamp = sourceStamp(FLOOR_APP_DIR);
  const stampFile = path.join(buildDir, '.source-stamp');
  const built =
    fs.existsSync(path.join(buildDir, '.next/BUILD_ID')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
  if (built && !process.env.REBUILD) return;
  fs.rmSync(buildDir, { recursive: true, force: true });
  copyTree(FLOOR_APP_DIR, buildDir);
  // Hard links: a copy of the packages in a moment and no disk space (cp -al), on the same file system as /tmp.
  const link = spawnSync('cp', ['-al', path.resolve('node_modules'), path.join(buildDir, 'node_modules')], { stdio: 'inherit' });
  if (link.status !== 0) fs.cpSync(path.resolve('node_modules'), path.join(buildDir, 'node_modules'), { recursive: true });
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: buildDir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('the floor app did not build');
  fs.writeFileSync(stampFile, stamp);
}

/** Builds (unless an identical build is there) and starts the floor app; null when FLOOR_APP_DIR is absent. */
export async function startFloorApp(): Promise<{ origin: string; distDir: string; stop: () => Promise<void> } | null> {
  if (!fs.existsSync(path.join(FLOOR_APP_DIR, 'package.json'))) {
    console.log(`No floor app at ${FLOOR_APP_DIR} (set FLOOR_APP_DIR): the reports leave the comparison out.`);
    return null;
  }
  buildFloorApp();
  const { floor } = portsOf('report');
  const origin = `http://localhost:${floor}`;
  const server = await start(process.execPath, [nextBin, 'start', '-p', String(floor)], {
    cwd: buildDir,
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    url: origin,
    ready: answers(`${origin}/en`),
  });
  return { origin, distDir: path.join(buildDir, '.next'), stop: server.stop };
}
