import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { expect } from 'vitest';

import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';

export const MESSAGES = { en, ru, hy } as const;
export type TestLocale = keyof typeof MESSAGES;

export function renderIntl(ui: ReactElement, locale: TestLocale = 'en') {
  const wrap = (node: ReactElement) => (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Asia/Yerevan">
      {node}
    </NextIntlClientProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerenderIntl: (next: ReactElement) => view.rerender(wrap(next)) };
}

export const numberInput = () => screen.getByRole('textbox', { name: /phone/i }) as HTMLInputElement;
export const countryButton = () => screen.getByRole('combobox', { name: /country code/i });
export const listbox = () => screen.queryByRole('listbox');
/** The open list's first options come at once, the other countries right after that frame: waits for all of them. */
export const allCountriesDrawn = () =>
  // Drawing 240 options takes jsdom well over a second on a busy machine.
  waitFor(() => expect(listbox()?.querySelectorAll('[role="option"]').length).toBeGreaterThanOrEqual(240), { timeout: 10_000 });
export const activeOption = () => {
  const id = countryButton().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
