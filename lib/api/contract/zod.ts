/**
 * zod's setting for the browser, imported for its effect by every module of the API layer that makes schemas.
 * The profile's Content-Security-Policy forbids eval. Unless told otherwise, zod probes `new Function` when an
 * object schema is made, and the browser reports the blocked probe as a CSP violation (DevTools issue). The
 * bodies a browser parses are small: the interpreted parser is fast enough there; the server keeps the compiled
 * one. The modules take `z` from 'zod' itself: a `z` handed on from here would carry all of zod (every locale,
 * JSON Schema) into the browser, where the bundler otherwise keeps only the schema types the contract uses.
 */
import { config } from 'zod';

if (typeof window !== 'undefined') config({ jitless: true });
