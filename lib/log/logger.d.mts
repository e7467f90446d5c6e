import type { DestinationStream, Logger } from 'pino';

export function logLevel(env?: Record<string, string | undefined>): string;
export function redact(text: unknown): string;
export function createLogger(env?: Record<string, string | undefined>, destination?: DestinationStream): Logger;
export const logger: Logger;
