/** Types of listener.mjs. */
import type { Server } from 'node:http';

export declare function startMetrics(env?: Record<string, string | undefined>): Server | null;
