import type { ClientNamespaces } from '@/lib/i18n/messages';

/** Messages the phone field reads in the browser. */
export const PHONE_NAMESPACES = ['Phone'] as const satisfies ClientNamespaces;
