import type { RedisClientType } from 'redis';

export function redisTimeoutMs(env?: Record<string, string | undefined>): number;
export class RedisUnavailable extends Error {}
export function withTimeout<T>(promise: Promise<T>, ms: number, what?: string): Promise<T>;
export function redisConfigured(env?: Record<string, string | undefined>): boolean;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Client = RedisClientType<any, any, any, any, any>;
export function usableRedis(): Promise<Client | null>;
export function withRedis<T>(call: (client: Client) => Promise<T> | T, options?: { timeoutMs?: number }): Promise<T>;
export function pingRedis(timeoutMs?: number): Promise<{ configured: boolean; up: boolean; reason?: string }>;
export function redisClient(): Client | null;
export function closeRedis(): Promise<void>;
