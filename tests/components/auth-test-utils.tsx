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

/** jsdom has no modal dialogs: the smallest stand-in for showModal/close. */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled) return;
  proto.__polyfilled = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
