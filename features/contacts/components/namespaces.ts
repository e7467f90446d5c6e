import type { ClientNamespaces } from '@/lib/i18n/messages';

/** Messages the clinic map reads in the browser. */
export const CLINIC_MAP_NAMESPACES = ['Map'] as const satisfies ClientNamespaces;
