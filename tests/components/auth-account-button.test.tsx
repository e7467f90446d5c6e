import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AccountButton from '@/components/auth/account-button';
import { REFRESH_COOKIE_NAME } from '@/lib/config';
import { logout } from '@/lib/auth/session';
import { sessionStore } from '@/lib/auth/session-store';
import { setTokens } from '@/lib/auth/tokens';
import { resetDemoState, server } from '@/mocks/node';
import { API_ORIGIN, recordRequests, signIn, TEST_OTP } from '../api/helpers';
import { polyfillDialog, renderIntl } from './auth-test-utils';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

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

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fakeRefresh = (sub: string) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

beforeAll(() => {
  polyfillDialog();
  process.env.DEMO_OTP_CODE = TEST_OTP;
  process.env.NEXT_PUBLIC_API_URL = API_ORIGIN;
  server.listen({ onUnhandledRequest: 'bypass' });
});
afterEach(() => {
  cleanup();
  logout();
  resetDemoState();
  server.events.removeAllListeners();
  nav.search = new URLSearchParams();
  window.history.replaceState(null, '', '/');
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe('the header account button', () => {
  it('offers sign-in to a visitor and opens the dialog on click', async () => {
    renderIntl(<AccountButton labels={{ signIn: en.Auth.signIn, myAccount: en.Auth.myAccount }} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('is a link to the client’s own profile when a refresh cookie is there', () => {
    document.cookie = `${REFRESH_COOKIE_NAME}=${fakeRefresh('42')}; path=/`;
    renderIntl(<AccountButton labels={{ signIn: ru.Auth.signIn, myAccount: ru.Auth.myAccount }} />, 'ru');
    expect(screen.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/ru/profile/42');
    expect(screen.queryByRole('button', { name: 'Войти' })).toBeNull();
  });

  it('renews the session on app start when only the refresh cookie is there', async () => {
    const pair = await signIn('+37491000301');
    document.cookie = `${REFRESH_COOKIE_NAME}=${pair.refresh}; path=/`;
    const log = recordRequests(server);
    renderIntl(<AccountButton labels={{ signIn: en.Auth.signIn, myAccount: en.Auth.myAccount }} />);
    await waitFor(() => expect(sessionStore.getState().user).not.toBeNull());
    expect(log.to('/auth/token/refresh/')).toHaveLength(1);
    expect(sessionStore.getState().loggedIn).toBe(true);
  });

  it('turns back into "Sign in" when a renewal fails, without a message', async () => {
    document.cookie = `${REFRESH_COOKIE_NAME}=${fakeRefresh('42')}; path=/`;
    renderIntl(<AccountButton labels={{ signIn: en.Auth.signIn, myAccount: en.Auth.myAccount }} />);
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.cookie).not.toContain(REFRESH_COOKIE_NAME);
  });

  it('opens the dialog from ?signin=1 and takes the parameters out of the address', async () => {
    window.history.replaceState(null, '', '/en?signin=1&next=%2Fprofile%2F7');
    nav.search = new URLSearchParams('signin=1&next=/profile/7');
    renderIntl(<AccountButton labels={{ signIn: en.Auth.signIn, myAccount: en.Auth.myAccount }} />);
    expect(await screen.findByRole('dialog', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/en');
  });

  it('turns into "My account" as soon as the tokens are stored', () => {
    renderIntl(<AccountButton labels={{ signIn: en.Auth.signIn, myAccount: en.Auth.myAccount }} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    act(() => setTokens({ access: fakeRefresh('77'), refresh: fakeRefresh('77') }));
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/profile/77');
  });
});

describe('the header account button across tabs', () => {
  it('notices on focus that another tab signed in', () => {
    renderIntl(<AccountButton labels={{ signIn: en.Auth.signIn, myAccount: en.Auth.myAccount }} />);
    act(() => {
      document.cookie = `${REFRESH_COOKIE_NAME}=${fakeRefresh('78')}; path=/`;
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/profile/78');
  });
});
