import { act, render, renderHook, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import NavigationProgress from '@/features/shell/components/navigation-progress';
import { announceNavigation, announceNavigationFailure, onNavigationStart } from '@/lib/app/navigation-events';
import { useRouter } from '@/lib/i18n/navigation';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/en/news',
  useSearchParams: () => new URLSearchParams(),
}));

const english = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={{}}>
    {children}
  </NextIntlClientProvider>
);

afterEach(() => {
  vi.clearAllMocks();
  document.getElementById('nprogress')?.remove();
});

describe('navigations made in code', () => {
  it('are announced before they run, so the loading bar and the build watcher see them', () => {
    const seen: string[] = [];
    const off = onNavigationStart((target) => void seen.push(target.pathname + target.search));
    const { result } = renderHook(() => useRouter(), { wrapper: english });
    act(() => result.current.push('/profile/42'));
    act(() => result.current.replace({ pathname: '/', query: { signin: '1' } }));
    off();
    expect(seen).toEqual(['/en/profile/42', '/en?signin=1']);
    expect(router.push).toHaveBeenCalledWith('/en/profile/42', { scroll: undefined });
  });

  it('become a full page load when a listener (a new build is live) takes them over', () => {
    const off = onNavigationStart(() => 'full-load');
    const { result } = renderHook(() => useRouter(), { wrapper: english });
    act(() => result.current.push('/doctors'));
    off();
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('the loading bar', () => {
  it('shows its error state when a navigation fails', async () => {
    render(<NavigationProgress />);
    act(() => {
      announceNavigation('/en/doctors');
      announceNavigationFailure();
    });
    await waitFor(() => expect(document.getElementById('nprogress')).toHaveAttribute('data-state', 'error'));
  });

  it('does not start for a navigation to the page already shown', () => {
    render(<NavigationProgress />);
    act(() => {
      announceNavigation('/en/news');
      announceNavigationFailure();
    });
    expect(document.getElementById('nprogress')).toBeNull();
  });
});
