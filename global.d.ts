import type { formats } from '@/lib/i18n/formats';
import type { routing } from '@/lib/i18n/routing';
import type messages from '@/messages/en.json';

/** next-intl's typing of this app: its locales, the shape of its messages and its named formats. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
    Formats: typeof formats;
  }
}
