import type { ClientNamespaces } from '@/lib/i18n/messages';

/** Messages every form's shared parts read in the browser (the error summary, the form hook's failure texts). */
export const FORM_NAMESPACES = ['ApiErrors'] as const satisfies ClientNamespaces;
