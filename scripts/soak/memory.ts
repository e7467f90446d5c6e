/**
 * The resident memory of one site instance: the `next-server` process listening on the instance's port
 * (found through /proc: its title and its PORT), in MB, or null when none runs.
 */
import fs from 'node:fs';

function read(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function nextServerPid(port: number): number | null {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = read(`/proc/${entry}/cmdline`);
    if (!cmdline.startsWith('next-server')) continue;
    if (read(`/proc/${entry}/environ`).split('\0').includes(`PORT=${port}`)) return Number(entry);
  }
  return null;
}

/** The resident memory of a process found by nextServerPid, in MB; null when it is not there. */
export function residentMb(pid: number | null): number | null {
  if (pid === null) return null;
  const match = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}
