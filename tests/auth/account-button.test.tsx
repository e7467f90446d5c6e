import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import AccountButton from '@/features/auth/components/account-button';
import { SESSION_HINT_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';
import { server } from '@/mocks/node';

import { sessionUiHooks } from './session-ui';
import { renderIntl } from './test-utils';

const nav = vi.hoisted(() => ({
  router: { push: vi.fn(), replace: vi.fn() },
  search: new URLSearchParams(),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => nav.router,
  Link: ({ href, children, className }: { href: string; className?: string; children: React.ReactNode }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));
vi.mock('next/navigation', () => ({ useSearchParams: () => nav.search, useRouter: () => nav.router }));
vi.mock('next/link', () => ({
  default: ({ href, children, className }: { href: string; className?: string; children: React.ReactNode }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const site = sessionUiHooks(() => {
  nav.search = new URLSearchParams();
  window.history.replaceState(null, '', '/');
});
const labels = (messages: typeof en) => ({
  signIn: messages.Auth.signIn,
  myAccount: messages.Auth.myAccount,
  logOut: messages.Auth.logOut,
  logoutFailed: messages.Auth.logoutFailed,
  signInFailed: messages.Auth.signInFailed,
  retry: messages.Common.retry,
});
const setHint = (subject: string) => {
  document.cookie = `${SESSION_HINT_COOKIE_NAME}=${subject}; path=/`;
};

describe('the header account button', () => {
  it('offers sign-in to a visitor and opens the dialog on click', async () => {
    renderIntl(<AccountButton labels={labels(en)} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    // The dialog is loaded on demand: its first import transforms its whole module graph, seconds on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Sign in to your account' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is a plain link to the client’s own profile (a document load) when the session hint is there', () => {
    setHint('42');
    renderIntl(<AccountButton labels={labels(ru as typeof en)} />, 'ru');
    expect(screen.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/ru/profile/42');
    expect(screen.queryByRole('button', { name: 'Войти' })).toBeNull();
  });

  it("is stored with both states, for CSS to pick by the head script's mark before the first paint", () => {
    setHint('42');
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <AccountButton labels={labels(en)} />
      </NextIntlClientProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('button[aria-haspopup="dialog"]')?.textContent).toBe(en.Auth.signIn);
    const account = page.querySelector('a[data-account-base]');
    expect(account?.textContent).toBe(en.Auth.myAccount);
    // The server knows no client id: a tap before hydration gets it from the head's script, or signs in.
    expect(account?.getAttribute('data-account-base')).toBe('/en/profile/');
    expect(account?.getAttribute('href')).toBe('?signin=1');
  });

  it('keeps the mark on <html> true when the session ends in this tab', async () => {
    setHint('42');
    document.documentElement.setAttribute('data-session', 'in');
    renderIntl(<AccountButton labels={labels(en)} />);
    await userEvent.click(screen.getByRole('button', { name: en.Auth.logOut }));
    expect(await screen.findByRole('button', { name: en.Auth.signIn })).toBeInTheDocument();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
  });

  it('offers log-out in the header: the session ends at the site server and the button turns back into "Sign in"', async () => {
    setHint('42');
    renderIntl(<AccountButton labels={labels(en)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(site.calls).toContain('logout');
    expect(document.cookie).not.toContain(SESSION_HINT_COOKIE_NAME);
  });

  it('tries a logout the site server did not answer again, says so when it still fails, and offers another try', async () => {
    setHint('42');
    let failing = true;
    let tries = 0;
    server.use(
      http.post('*/session/logout', () => {
        tries += 1;
        return failing ? new HttpResponse(null, { status: 503 }) : undefined;
      }),
    );
    renderIntl(<AccountButton labels={labels(en)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(en.Auth.logoutFailed);
    expect(tries).toBe(3);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: en.Common.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(site.calls).toContain('logout');
  });

  it('opens the dialog from ?signin=1 and takes the parameters out of the address', async () => {
    window.history.replaceState(null, '', '/en?signin=1&next=%2Fprofile%2F7');
    nav.search = new URLSearchParams('signin=1&next=/profile/7');
    renderIntl(<AccountButton labels={labels(en)} />);
    expect(await screen.findByRole('dialog', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/en');
  });

  it.each([
    ['en', en.Auth.sessionEnded],
    ['ru', ru.Auth.sessionEnded],
    ['hy', hy.Auth.sessionEnded],
  ] as const)('[%s] says the session has ended when the guard sent the client here after an expiry', async (locale, text) => {
    window.history.replaceState(null, '', '/?signin=1&next=%2Fprofile%2F7&ended=1');
    nav.search = new URLSearchParams('signin=1&next=/profile/7&ended=1');
    const messages = { en, ru, hy }[locale] as typeof en;
    renderIntl(<AccountButton labels={labels(messages)} />, locale);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status', { name: '' })).toHaveTextContent(text);
    expect(window.location.search).toBe('');
  });
});

describe('the header account button across tabs', () => {
  it('notices on focus that another tab signed in', () => {
    renderIntl(<AccountButton labels={labels(en)} />);
    act(() => {
      setHint('78');
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/profile/78');
  });

  it('shows the signed-out state at once when another tab logs out (no focus, no reload)', async () => {
    setHint('79');
    renderIntl(<AccountButton labels={labels(en)} />);
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
    const otherTab = new BroadcastChannel('clinic-session');
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=; path=/; max-age=0`;
    otherTab.postMessage({ type: 'logout' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    otherTab.close();
  });
});
