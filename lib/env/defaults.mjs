// Defaults shared with the plain-JavaScript programs that cannot import TypeScript: scripts/site-config.mjs
// (`npm run dev` / `build` / `start`) reads them, the demo API (mocks/server.ts) and lib/env (the typed module).
// The demo API's port is defined here and nowhere else.

/** Port of the site (`PORT`). */
export const DEFAULT_SITE_PORT = 3000;
/** The demo API listens on loopback only: it serves made-up data and test switches, never to other machines. */
export const DEMO_API_HOST = '127.0.0.1';
/** Port of the demo API (`DEMO_API_PORT`). */
export const DEFAULT_DEMO_API_PORT = 4010;
/** Where the site finds the demo API when neither `API_URL` nor `NEXT_PUBLIC_API_URL` says otherwise. */
export const DEMO_API_DEFAULT_URL = `http://${DEMO_API_HOST}:${DEFAULT_DEMO_API_PORT}`;
/** The build id when neither `BUILD_ID` nor git names one (and a page's, should `NEXT_PUBLIC_BUILD_ID` be unset). */
export const DEFAULT_BUILD_ID = 'development';
