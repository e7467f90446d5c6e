import type { Logger, DestinationStream } from 'pino';

export function logLevel(env?: NodeJS.ProcessEnv): string;
export function redact(text: unknown): string;
export function createLogger(env?: NodeJS.ProcessEnv, destination?: DestinationStream): Logger;
export const logger: Logger;
