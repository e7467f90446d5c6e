/** Types of stored-page.mjs. */
import type { StylesheetReader } from './critical-css.mjs';

export declare function storedPage<T>(data: T, readStylesheet?: StylesheetReader, key?: string): Promise<T>;
