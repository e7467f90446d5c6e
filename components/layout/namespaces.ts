import type { ClientNamespaces } from '@/lib/i18n/messages';

/** Messages the error screen reads in the browser. */
export const ERROR_SCREEN_NAMESPACES = ['Error'] as const satisfies ClientNamespaces;

/**
 * Messages every page sends to the browser: the error boundary's. Features with more text wrap themselves in
 * <ClientMessages> with their own namespaces, so a page ships only the texts its client code uses; the sign-in
 * dialog fetches its own when it opens (components/providers/message-bundles.ts).
 */
export const LAYOUT_NAMESPACES = [...ERROR_SCREEN_NAMESPACES] as const satisfies ClientNamespaces;
