import type { ClientNamespaces } from '@/lib/i18n/messages';

/** Messages the client's profile reads in the browser. */
export const PROFILE_NAMESPACES = ['Profile', 'Common', 'ApiErrors'] as const satisfies ClientNamespaces;
