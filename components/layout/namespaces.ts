import type { ClientNamespaces } from '@/lib/i18n/messages';

import { SIGN_IN_NAMESPACES } from '@/components/auth/namespaces';

/** Messages the error screen reads in the browser. */
export const ERROR_SCREEN_NAMESPACES = ['Error'] as const satisfies ClientNamespaces;

/**
 * Messages every page sends to the browser: the error boundary, and the sign-in dialog the header opens.
 * Features with more text wrap themselves in <ClientMessages> with their own namespaces, so a page
 * ships only the texts its client code uses.
 */
export const LAYOUT_NAMESPACES = [...ERROR_SCREEN_NAMESPACES, ...SIGN_IN_NAMESPACES] as const satisfies ClientNamespaces;
