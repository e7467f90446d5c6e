export interface Breaker {
  isOpen(): boolean;
  success(): void;
  failure(error?: unknown): void;
}
export function createBreaker(options: {
  threshold?: number;
  retryMs?: number;
  probe: () => Promise<unknown>;
  onOpen?: (error?: unknown) => void;
  onClose?: () => void;
}): Breaker;
