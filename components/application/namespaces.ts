import type { ClientNamespaces } from '@/lib/i18n/messages';
import { FORM_NAMESPACES } from '@/components/forms/namespaces';
import { PHONE_NAMESPACES } from '@/components/phone/namespaces';

/** Messages the application form reads in the browser (the service list and the phone field included). */
export const APPLICATION_FORM_NAMESPACES = ['ApplicationForm', 'Services', ...PHONE_NAMESPACES, ...FORM_NAMESPACES] as const satisfies ClientNamespaces;
