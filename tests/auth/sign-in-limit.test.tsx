/**
 * The site's sign-in limit as the visitor meets it: `/session/obtain` answers 429 with `Retry-After`, and the
 * code step says, in the dialog's language, how long to wait (instead of "something went wrong").
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import SignInDialog from '@/features/auth/components/sign-in-dialog';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';
import { resetDemoState, server } from '@/mocks/node';

import { API_ORIGIN, TEST_OTP } from '../api/helpers';
import { polyfillDialog, renderIntl, type TestLocale } from './test-utils';

const MESSAGES = { en, ru, hy } as const;
const WAIT: Record<TestLocale, RegExp> = {
  en: /^Too many requests\. Please try again in 42 seconds\.$/,
  ru: /^Слишком много запросов\. Повторите попытку через 42 секунды\.$/,
  hy: /^Չափազանց շատ հարցումներ։ Կրկին փորձեք 42 վայրկյան անց։$/,
};

beforeAll(() => {
  polyfillDialog();
  process.env.DEMO_OTP_CODE = TEST_OTP;
  process.env.NEXT_PUBLIC_API_URL = API_ORIGIN;
  server.listen({ onUnhandledRequest: 'bypass' });
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  resetDemoState();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  delete process.env.DEMO_OTP_CODE;
});

describe('the sign-in dialog over the sign-in limit', () => {
  it.each(['en', 'ru', 'hy'] as const)('says how long to wait (%s)', async (locale) => {
    server.use(
      http.post('*/session/obtain', () =>
        HttpResponse.json(
          { error: { code: 'rate_limited' } },
          { status: 429, headers: { 'Retry-After': '42', 'Cache-Control': 'no-store' } },
        ),
      ),
    );
    const t = MESSAGES[locale].Auth;
    const user = userEvent.setup();
    renderIntl(<SignInDialog next={null} onClose={() => {}} returnFocus={() => null} />, locale);
    await user.type(screen.getByLabelText(new RegExp(t.phone.label)), '+374 91 555 011');
    await user.click(screen.getByRole('button', { name: t.phone.submit }));
    const code = await screen.findByLabelText(new RegExp(t.code.label), undefined, { timeout: 5000 });
    await user.type(code, TEST_OTP);
    expect(await screen.findByText(WAIT[locale], undefined, { timeout: 5000 })).toBeInTheDocument();
    // Nothing typed is lost: the code is still there for the retry.
    expect(code).toHaveValue(TEST_OTP);
  });
});
