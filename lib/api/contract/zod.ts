/**
 * zod as the contract uses it. The profile's Content-Security-Policy forbids eval. Unless told otherwise, zod
 * probes `new Function` before its first object parse, and the browser reports the blocked probe as a CSP
 * violation (DevTools issue). The bodies a browser parses are small: the interpreted parser is fast enough
 * there; the server keeps the compiled one. Every module of the API layer takes zod from here, so the setting
 * is made before any of its schemas exists, whichever module a page loads first.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
