/**
 * The live JavaScript heap of one site instance: what survives a full garbage collection, in MB. Resident memory
 * cannot tell a leak from a heap that V8 has not collected yet (it swings 100–150 MB between collections under
 * load); the heap after a forced full collection can. The instance runs with `--inspect-port` (soak.ts sets it
 * in NODE_OPTIONS); SIGUSR1 opens its inspector there, loopback only, and the Chrome DevTools Protocol asks it
 * to collect and then to report its heap.
 */
import WebSocket from 'ws';

interface DevtoolsTarget {
  webSocketDebuggerUrl: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function debuggerUrl(inspectPort: number): Promise<string | null> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as DevtoolsTarget[];
      if (targets[0]?.webSocketDebuggerUrl) return targets[0].webSocketDebuggerUrl;
    } catch {
      // The inspector opens a moment after the signal.
    }
    await sleep(100);
  }
  return null;
}

/** Collects the instance's garbage and returns its used heap in MB; null when the instance or its inspector is not there. */
export async function liveHeapMb(pid: number | null, inspectPort: number): Promise<number | null> {
  if (pid === null) return null;
  try {
    process.kill(pid, 'SIGUSR1');
  } catch {
    return null;
  }
  const url = await debuggerUrl(inspectPort);
  if (!url) return null;
  const socket = new WebSocket(url);
  try {
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    let lastId = 0;
    const call = (method: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const id = (lastId += 1);
        const onMessage = (data: WebSocket.RawData) => {
          const message = JSON.parse(String(data)) as { id?: number; result?: Record<string, unknown>; error?: unknown };
          if (message.id !== id) return;
          socket.off('message', onMessage);
          if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
          else resolve(message.result ?? {});
        };
        socket.on('message', onMessage);
        socket.send(JSON.stringify({ id, method }));
      });
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call('Runtime.getHeapUsage');
    return Math.round(Number(usedSize) / 1024 / 1024);
  } catch {
    return null;
  } finally {
    socket.close();
  }
}
