import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';

const MESSAGES = { en, ru, hy } as const;
export type TestLocale = keyof typeof MESSAGES;

/** Renders with the real messages of a locale, in clinic time like the site. */
export function renderIntl(ui: ReactElement, locale: TestLocale = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Asia/Yerevan">
      {ui}
    </NextIntlClientProvider>,
  );
}

/** jsdom has no modal dialogs: tests/setup.ts installs the stand-in for every test; this name stays for these tests. */
export { polyfillModalDialogs as polyfillDialog } from '../dialog-polyfill';
