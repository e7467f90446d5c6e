/**
 * zod's setting for the browser, imported for its effect by every module of the API layer that makes schemas.
 * The profile's Content-Security-Policy forbids eval. Unless told otherwise, zod probes `new Function` when an
 * object schema is made, and the browser reports the blocked probe as a CSP violation (DevTools issue). The
 * bodies a browser parses are small: the interpreted parser is fast enough there; the server keeps the compiled
 * one. The contract is written with zod's mini build (`zod/mini`, functions instead of methods), which keeps the
 * classic build's schema classes out of the browser (docs/decisions/zod-mini.md).
 */
import { config } from 'zod/mini';

if (typeof window !== 'undefined') config({ jitless: true });
