/**
 * A copy of a value with every string inside it replaced by `transform(string)`: plain objects and arrays are walked,
 * anything else is kept as it is. For message trees and API content (typesetting, compiling messages).
 */
export function mapStrings<T>(value: T, transform: (text: string) => unknown): T {
  if (typeof value === 'string') return transform(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, transform)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, transform)])) as T;
  }
  return value;
}
