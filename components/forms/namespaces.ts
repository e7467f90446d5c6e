import type { ClientNamespaces } from '@/lib/i18n/messages';

/** Messages the application form reads in the browser (the service list included). */
export const APPLICATION_FORM_NAMESPACES = ['ApplicationForm', 'Services', 'ApiErrors'] as const satisfies ClientNamespaces;

/** Messages the review form reads in the browser. */
export const REVIEW_FORM_NAMESPACES = ['ReviewForm', 'ApiErrors'] as const satisfies ClientNamespaces;
