import type http from 'node:http';

export type FaultKind = 'status' | 'reset' | 'slow';
export const FAULT_KINDS: FaultKind[];
export interface FaultProxy {
  server: http.Server;
  stats: { forwarded: number; status: number; reset: number; slow: number; upstreamErrors: number };
  setFailureRate(rate: number): void;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}
export function createFaultProxy(options: {
  target: string;
  failureRate?: number;
  faults?: FaultKind[];
  slowMs?: number;
  random?: () => number;
}): FaultProxy;
