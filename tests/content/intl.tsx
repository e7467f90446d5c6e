import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import { formats } from '@/lib/i18n/formats';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';

const MESSAGES = { en, ru, hy } as const;
export type TestLocale = keyof typeof MESSAGES;

/** Renders a client component with the real messages of one language, as the layout provides them. */
export function renderIn(locale: TestLocale, ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone="Asia/Yerevan">
      {ui}
    </NextIntlClientProvider>,
  );
}
