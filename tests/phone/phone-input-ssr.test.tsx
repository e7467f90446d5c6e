// @vitest-environment node
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import ru from '@/messages/ru.json';

describe('phone field on the server', () => {
  it('imports and renders without a window', async () => {
    expect(typeof window).toBe('undefined');
    const { default: PhoneInput } = await import('@/features/phone/components/phone-input');
    const html = renderToString(
      <NextIntlClientProvider locale="ru" messages={ru} timeZone="Asia/Yerevan">
        <PhoneInput id="phone" name="phone" />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('type="tel"');
    expect(html).toContain('placeholder="Введите номер телефона"');
    expect(html).toContain('+374');
    expect(html).toContain('aria-expanded="false"');
  });
});
