#!/usr/bin/env node
// The production site for browser tests: a build of its own (separate dist dir, test ports) and `next start`,
// both beside the demo API. Set E2E_SKIP_BUILD=1 to reuse the last test build.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';

const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
const runner = 'scripts/with-demo-api.mjs';

if (!(process.env.E2E_SKIP_BUILD && fs.existsSync(`${distDir}/BUILD_ID`))) {
  const build = spawnSync(process.execPath, [runner, 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [runner, 'start'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
