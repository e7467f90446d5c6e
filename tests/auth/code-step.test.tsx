import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import CodeStep from '@/features/auth/components/code-step';
import { ApiError } from '@/lib/api/errors';

import { renderIntl, type TestLocale } from './test-utils';

const session = vi.hoisted(() => ({
  requestSignInCode: vi.fn(),
  signInWithCode: vi.fn(),
}));
vi.mock('@/features/auth/client/session', () => session);

const PHONE = '+37491234567';

function renderStep(locale: TestLocale = 'en', props: Partial<Parameters<typeof CodeStep>[0]> = {}) {
  const onSignedIn = vi.fn();
  const onChangePhone = vi.fn();
  renderIntl(
    <CodeStep
      phone={PHONE}
      phoneDisplay="+374 91 234567"
      countdown={90}
      alreadySent={false}
      onCountdown={() => {}}
      onChangePhone={onChangePhone}
      onSignedIn={onSignedIn}
      {...props}
    />,
    locale,
  );
  return { onSignedIn, onChangePhone, input: screen.getByRole('textbox') };
}

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the countdown before a new code', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('counts down from 1:30 and then offers a new code', () => {
    renderStep();
    expect(screen.getByRole('timer')).toHaveTextContent('You can ask for a new code in 1:30.');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:29');
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    act(() => vi.advanceTimersByTime(1000));

    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('a new code restarts it', async () => {
    session.requestSignInCode.mockResolvedValue({ expiresIn: 300, retryAfter: 90 });
    renderStep('en', { countdown: 1 });
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => {
      screen.getByRole('button', { name: 'Send a new code' }).click();
    });
    expect(session.requestSignInCode).toHaveBeenCalledWith(PHONE, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('A new code has been sent to +374 91 234567.');
    expect(screen.getByRole('timer')).toHaveTextContent('1:30');
  });

  it('a rate limit on the new code restarts it from the seconds the server asks for', async () => {
    session.requestSignInCode.mockRejectedValue(new ApiError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 42 }));
    renderStep('en', { countdown: 1 });
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => {
      screen.getByRole('button', { name: 'Send a new code' }).click();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please try again in 42 seconds.');
    expect(screen.getByRole('timer')).toHaveTextContent('0:42');
  });

  it('is shown in Russian, too', () => {
    renderStep('ru');
    expect(screen.getByRole('timer')).toHaveTextContent('Новый код можно запросить через 1:30.');
  });
});

describe('signing in with the code', () => {
  it('sends the phone and the code once the sixth digit is in', async () => {
    session.signInWithCode.mockResolvedValue({ subject: '42', user: null });
    const { input, onSignedIn } = renderStep();
    await userEvent.type(input, '246810');
    expect(session.signInWithCode).toHaveBeenCalledExactlyOnceWith(PHONE, '246810', 'en');
    expect(onSignedIn).toHaveBeenCalledWith({ subject: '42', user: null });
  });

  it('asks for the whole code instead of sending a short one', async () => {
    const { input } = renderStep();
    await userEvent.type(input, '123{Enter}');
    expect(session.signInWithCode).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter all 6 digits of the code.');
  });

  it.each([
    [
      'en',
      new ApiError({ kind: 'validation', status: 400, code: 'invalid_code' }),
      'That code is wrong. Check the text message and try again.',
    ],
    ['en', new ApiError({ kind: 'validation', status: 400, code: 'code_expired' }), 'This code has expired. Ask for a new one.'],
    ['en', new ApiError({ kind: 'validation', status: 400, code: 'too_many_attempts' }), 'Too many wrong attempts. Ask for a new code.'],
    [
      'en',
      new ApiError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 30 }),
      'Too many requests. Please try again in 30 seconds.',
    ],
    ['en', new ApiError({ kind: 'rate_limited', status: 429 }), 'Too many requests. Please wait a moment.'],
    ['en', new ApiError({ kind: 'unauthorized', status: 401 }), 'Sign-in was not finished in time. Ask for a new code.'],
    ['en', new ApiError({ kind: 'network' }), 'Cannot reach the server. Check your internet connection and try again.'],
    ['en', new ApiError({ kind: 'server', status: 500 }), 'Something went wrong on our side. Please try again shortly.'],
    ['ru', new ApiError({ kind: 'validation', status: 400, code: 'invalid_code' }), 'Неверный код. Проверьте SMS и попробуйте ещё раз.'],
    [
      'ru',
      new ApiError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 5 }),
      'Слишком много запросов. Повторите попытку через 5 секунд.',
    ],
    ['hy', new ApiError({ kind: 'validation', status: 400, code: 'code_expired' }), 'Կոդի գործողության ժամկետը լրացել է։ Խնդրեք նոր կոդ։'],
  ] as const)('[%s] shows the message for %o', async (locale, error, text) => {
    session.signInWithCode.mockRejectedValue(error);
    const { input, onSignedIn } = renderStep(locale);
    await userEvent.type(input, '111111');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining(alert.id));
  });

  it('a spent code cannot be sent again; a wrong one can be corrected', async () => {
    session.signInWithCode.mockRejectedValueOnce(new ApiError({ kind: 'validation', status: 400, code: 'too_many_attempts' }));
    const { input } = renderStep();
    await userEvent.type(input, '111111');
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    // The spent code is selected in the next frame, so typing replaces it (wait for that before typing again).
    await waitFor(() => expect([(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd]).toEqual([0, 6]));

    session.signInWithCode.mockRejectedValueOnce(new ApiError({ kind: 'validation', status: 400, code: 'invalid_code' }));
    await userEvent.clear(input);
    await userEvent.type(input, '222222');
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says when a code had already been sent moments ago', () => {
    renderStep('en', { alreadySent: true });
    expect(screen.getByRole('status')).toHaveTextContent('A code has already been sent to +374 91 234567.');
  });
});
