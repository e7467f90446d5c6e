import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import Link from '@/components/ui/link';
import { useRouter } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE_NAME, type Locale } from '@/lib/locales';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/ru/news' }));
/** Next's link without its router: an anchor that keeps the props this test looks at. */
vi.mock('next/link', () => ({
  default: ({
    prefetch,
    onNavigate,
    onClick,
    ...rest
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean | null; onNavigate?: (event: { preventDefault(): void }) => void }) => (
    <a
      data-prefetch={String(prefetch)}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        // As Next's link does: the browser's own navigation gives way to a client one.
        event.preventDefault();
        let prevented = false;
        onNavigate?.({ preventDefault: () => (prevented = true) });
        if (!prevented) router.push((event.currentTarget as HTMLAnchorElement).getAttribute('href'), { scroll: undefined });
      }}
    />
  ),
}));

const inLocale = (locale: Locale) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={{}}>
        {children}
      </NextIntlClientProvider>
    );
  };

afterEach(() => {
  vi.clearAllMocks();
  document.cookie = `${LOCALE_COOKIE_NAME}=; max-age=0; path=/`;
});

describe('the one link', () => {
  it('leads to the page in the page’s language: no prefix in Armenian, /ru and /en otherwise', () => {
    render(<Link href="/news">hy</Link>, { wrapper: inLocale('hy') });
    render(<Link href="/news">ru</Link>, { wrapper: inLocale('ru') });
    render(<Link href="/">en</Link>, { wrapper: inLocale('en') });
    expect(screen.getByRole('link', { name: 'hy' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('link', { name: 'ru' })).toHaveAttribute('href', '/ru/news');
    expect(screen.getByRole('link', { name: 'en' })).toHaveAttribute('href', '/en');
  });

  it('to another language: leads there and remembers the choice in the locale cookie first', async () => {
    render(
      <Link href="/news" locale="en">
        English
      </Link>,
      { wrapper: inLocale('hy') },
    );
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/en/news');
    fireEvent.click(link);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/en/news'));
    expect(document.cookie).toContain(`${LOCALE_COOKIE_NAME}=en`);
  });

  it('prefetches only on intent (pointer, focus, touch) unless asked to prefetch in view', () => {
    render(
      <>
        <Link href="/doctors">Doctors</Link>
        <Link href="/news" prefetch="viewport">
          News
        </Link>
      </>,
      { wrapper: inLocale('ru') },
    );
    const doctors = screen.getByRole('link', { name: 'Doctors' });
    expect(doctors).toHaveAttribute('data-prefetch', 'false');
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('data-prefetch', 'undefined');
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(doctors);
    fireEvent.focus(doctors);
    fireEvent.touchStart(doctors);
    expect(router.prefetch).toHaveBeenCalledWith('/ru/doctors');
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'News' }));
    expect(router.prefetch).toHaveBeenCalledTimes(3);
  });
});

describe('the one navigation API', () => {
  it('navigates in code with unprefixed paths, in the page’s language or another', () => {
    const { result } = renderHook(() => useRouter(), { wrapper: inLocale('ru') });
    act(() => result.current.push('/profile/42'));
    act(() => result.current.replace({ pathname: '/', query: { signin: '1', next: '/profile/42' } }));
    act(() => result.current.push('/news', { locale: 'hy' }));
    expect(router.push).toHaveBeenNthCalledWith(1, '/ru/profile/42', { scroll: undefined });
    expect(router.replace).toHaveBeenCalledWith('/ru?signin=1&next=%2Fprofile%2F42', { scroll: undefined });
    expect(router.push).toHaveBeenNthCalledWith(2, '/news', { scroll: undefined });
  });
});
