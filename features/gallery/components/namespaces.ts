import type { ClientNamespaces } from '@/lib/i18n/messages';

/** Messages the gallery and certificate viewers read in the browser. */
export const GALLERY_NAMESPACES = ['Gallery'] as const satisfies ClientNamespaces;
