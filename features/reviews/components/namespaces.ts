import { FORM_NAMESPACES } from '@/components/ui/form/namespaces';
import type { ClientNamespaces } from '@/lib/i18n/messages';

/** Messages the review form reads in the browser. */
export const REVIEW_FORM_NAMESPACES = ['ReviewForm', ...FORM_NAMESPACES] as const satisfies ClientNamespaces;

/** Messages the reviews feed reads in the browser (why a page did not load included). */
export const REVIEWS_FEED_NAMESPACES = ['ReviewList', ...FORM_NAMESPACES] as const satisfies ClientNamespaces;
