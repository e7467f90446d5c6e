import { FORM_NAMESPACES } from '@/components/ui/form/namespaces';
import { PHONE_NAMESPACES } from '@/features/phone';
import type { ClientNamespaces } from '@/lib/i18n/messages';

/** Messages the application form reads in the browser (the service list and the phone field included). */
export const APPLICATION_FORM_NAMESPACES = [
  'ApplicationForm',
  'Services',
  ...PHONE_NAMESPACES,
  ...FORM_NAMESPACES,
] as const satisfies ClientNamespaces;
