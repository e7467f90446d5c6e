import 'client-only';

/**
 * The public face of the auth feature's browser hooks, for other features' client components.
 * Apart from index.ts on purpose: a page's server code imports index.ts, and any module with 'use client' that it
 * reaches becomes part of that page's JavaScript even when unused (the session code, axios and the API contract).
 */
export { useProfileAccess } from './client/use-profile-access';
export { ensureSignedIn, signedInSubject } from './client/session-access';
export { default as SignInInPlace } from './client/sign-in-in-place';
export { openDocument } from './client/open-document';
