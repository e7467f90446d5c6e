import type { ClientNamespaces } from '@/lib/i18n/messages';

/** Messages the sign-in dialog reads in the browser, its phone field and API error texts included. */
export const SIGN_IN_NAMESPACES = ['Auth', 'Phone', 'ApiErrors'] as const satisfies ClientNamespaces;
