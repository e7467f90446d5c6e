/**
 * What the reports on the production topology share (bench-proxy.ts, observatory.ts): start the topology, write
 * the report a run makes to its file and print it, and stop the topology whatever happens; a failure exits 1.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

import { PROD, startTopology, type Topology } from '../e2e/production/topology';

export function reportOnTopology(file: string, run: (topology: Topology) => Promise<string>): void {
  const main = async () => {
    const topology = await startTopology();
    try {
      const report = await run(topology);
      fs.writeFileSync(file, report);
      console.log(report);
    } finally {
      await topology.stop();
    }
  };
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/** The slug of the demo API's newest news item, for a news page to measure. */
export async function newestNewsSlug(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PROD.apiPort}/api/v1/news/?page=1&pageSize=1`);
  return (await response.json()).data.items[0].slug as string;
}

/** The checked-out commit, short, as the reports name it. */
export function shortCommit(): string {
  return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
}
