/**
 * The clinic API contract: every call, declared once with `defineCall` (../define-call.ts), and the
 * zod schemas of what it sends and receives, one file per feature. Each declaration is the typed client
 * function itself; `API_CALLS` (./registry.ts) lists them for the demo API, the cache tags and docs/api.md.
 */
export * from './common';
export * from './choices';
export * from './application';
export * from './auth';
export * from './doctors';
export * from './gallery';
export * from './news';
export * from './pages';
export * from './profile';
export * from './reviews';
export { fileNameFromDisposition, type DownloadedFile } from '../define-call';
