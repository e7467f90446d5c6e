import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

import LocaleError from '@/app/[locale]/error';
import ErrorScreen from '@/features/shell/components/error-screen';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

vi.mock('@/components/ui/link', () => import('../stubs/link'));

function renderIn(locale: 'en' | 'ru', messages: typeof en) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ErrorScreen />
    </NextIntlClientProvider>,
  );
}

describe('ErrorScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the four texts of the spec and is never indexed', () => {
    renderIn('en', en);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops :(' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while opening this page. Try again, or go to the home page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    expect(document.title).toBe('Oops, Error | Arevik Clinic');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('passes axe (structure, names, roles; colour contrast is checked in the browser sweep)', async () => {
    const { container } = renderIn('en', en);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('is translated', () => {
    renderIn('ru', ru as unknown as typeof en);
    expect(screen.getByRole('heading', { level: 1, name: 'Ой :(' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toBeInTheDocument();
  });

  it('gives bots a minimal body instead of the screen', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    renderIn('en', en);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});

describe('the error boundary of the site', () => {
  it('loads the screen when an error happens and retries with the boundary reset', async () => {
    const reset = vi.fn();
    await act(async () => {
      render(
        <NextIntlClientProvider locale="en" messages={en}>
          <LocaleError error={new Error('render failed')} reset={reset} />
        </NextIntlClientProvider>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops :(' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
