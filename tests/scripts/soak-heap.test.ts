// @vitest-environment node
/** The soak's memory probe: it collects an instance's garbage before reading its heap, so only what is held counts. */
import { spawn, type ChildProcess } from 'node:child_process';

import { afterEach, describe, expect, it } from 'vitest';

import { liveHeapMb } from '@/scripts/soak/heap';

const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));

/** A Node process that holds `heldMb` and has just dropped `droppedMb` more, with its inspector port set but closed. */
async function processHolding(heldMb: number, droppedMb: number, inspectPort: number): Promise<number> {
  const script = `
    const block = (mb) => Array.from({ length: mb }, () => Array.from({ length: 131072 }, Math.random)); // 1 MB of doubles each
    globalThis.held = block(${heldMb});
    let dropped = block(${droppedMb});
    dropped = null;
    console.log('ready');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, [`--inspect-port=127.0.0.1:${inspectPort}`, '--max-semi-space-size=64', '-e', script], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return child.pid!;
}

describe('liveHeapMb', () => {
  it('reads the heap after a full collection: what the process holds, not the garbage it just dropped', async () => {
    const pid = await processHolding(40, 80, 9391);
    const heap = await liveHeapMb(pid, 9391);
    expect(heap).toBeGreaterThanOrEqual(40);
    expect(heap).toBeLessThan(70);
  }, 20_000);

  it('answers null for a process that is not there', async () => {
    expect(await liveHeapMb(null, 9392)).toBeNull();
    expect(await liveHeapMb(2 ** 22 + 12345, 9392)).toBeNull();
  });
});
