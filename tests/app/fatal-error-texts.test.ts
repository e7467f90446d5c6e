import { expect, it } from 'vitest';

import { FATAL_ERROR_TEXTS } from '@/lib/app/fatal-error-texts';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';

it("the error screens' texts equal the Error messages of each language", () => {
  for (const [locale, messages] of Object.entries({ hy, ru, en })) {
    expect(FATAL_ERROR_TEXTS[locale as keyof typeof FATAL_ERROR_TEXTS]).toEqual(messages.Error);
  }
});
