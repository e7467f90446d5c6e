import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ProfileView from '@/components/profile/profile-view';
import QueryProvider from '@/components/providers/query-provider';
import { getQueryClient } from '@/lib/api/queries';
import { REFRESH_COOKIE_NAME } from '@/lib/config';
import { logout } from '@/lib/auth/session';
import { sessionStore } from '@/lib/auth/session-store';
import { getRefreshToken, setTokens } from '@/lib/auth/tokens';
import { resetDemoState, server } from '@/mocks/node';
import { API_ORIGIN, recordRequests, signIn, TEST_OTP } from '../api/helpers';
import { renderIntl, type TestLocale } from './auth-test-utils';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => router }));

beforeAll(() => {
  process.env.DEMO_OTP_CODE = TEST_OTP;
  process.env.NEXT_PUBLIC_API_URL = API_ORIGIN;
  server.listen({ onUnhandledRequest: 'error' });
  // Failed loads show at once: the retry is the client's button here.
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  // Unmount first: a mounted profile would react to the logout below.
  cleanup();
  logout();
  resetDemoState();
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
afterAll(() => {
  server.close();
  delete process.env.DEMO_OTP_CODE;
});

async function signedIn(phone: string, locale: TestLocale = 'en') {
  const pair = await signIn(phone, locale);
  setTokens(pair);
  return sessionStore.getState().claims!.sub;
}

function renderProfile(id: string, locale: TestLocale = 'en') {
  return renderIntl(
    <QueryProvider>
      <ProfileView id={id} />
    </QueryProvider>,
    locale,
  );
}

describe('the profile', () => {
  it('shows the client, upcoming and past appointments, documents and the emergency notice', async () => {
    const id = await signedIn('+37491000201');
    renderProfile(id);

    expect(await screen.findByText(/^Hello, [A-Za-z]+ [A-Za-z]+$/)).toBeInTheDocument();
    const appointments = screen.getByRole('region', { name: 'Appointments' });
    expect(within(appointments).getByRole('heading', { name: 'Upcoming' })).toBeInTheDocument();
    expect(within(appointments).getByRole('heading', { name: 'Past' })).toBeInTheDocument();
    const cards = await within(appointments).findAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(within(cards[0]).getByText('Doctor')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Service')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/^(Scheduled|Completed|Cancelled)$/)).toBeInTheDocument();
    expect(within(cards[0]).getByText(/\d{2}:\d{2}/)).toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Documents' });
    const rows = await within(documents).findAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(within(rows[0]).getAllByText(/^(Lab result|Prescription|Discharge summary|Imaging report|Invoice)$/).length).toBeGreaterThan(0);
    expect(within(rows[0]).getByText(/\d+(\.\d)? (kB|MB|byte)/)).toBeInTheDocument();

    const notice = screen.getByRole('complementary', { name: 'Not for emergencies' });
    expect(within(notice).getByRole('link', { name: '+374 10 55 12 34' })).toHaveAttribute('href', 'tel:+37410551234');
    expect(within(notice).getByRole('link', { name: '103' })).toHaveAttribute('href', 'tel:103');
  });

  it('speaks the page’s language to the API', async () => {
    const id = await signedIn('+37491000202', 'ru');
    const log = recordRequests(server);
    renderProfile(id, 'ru');
    expect(await screen.findByRole('heading', { name: 'Предстоящие' })).toBeInTheDocument();
    await screen.findAllByRole('button', { name: /^Скачать/ });
    expect(log.to('/clients/documents/')[0].headers.get('accept-language')).toBe('ru');
  });

  it('downloads a document with the access token and saves it under its own name', async () => {
    const id = await signedIn('+37491000203');
    const log = recordRequests(server);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderProfile(id);
    const [download] = await screen.findAllByRole('button', { name: /^Download: / });

    await userEvent.click(download);

    await waitFor(() => expect(clicks).toHaveLength(1));
    const request = log.seen.find((r) => /\/documents\/\d+\/download\/$/.test(new URL(r.url).pathname))!;
    expect(request.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(clicks[0].download).toMatch(/\.pdf$/);
    expect(clicks[0].href).toBe('blob:test');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/pdf');
    const head = new Uint8Array(await blob.slice(0, 5).arrayBuffer());
    expect(new TextDecoder().decode(head)).toBe('%PDF-');
  });

  it('shows a translated error with a retry when a list fails, and the retry loads it', async () => {
    const id = await signedIn('+37491000204');
    let failures = 1;
    server.use(
      http.get('*/api/v1/clients/documents/', () => {
        if (failures-- > 0) return HttpResponse.json({ error: { code: 'server', message: 'x' } }, { status: 500 });
        return undefined;
      }),
    );
    renderProfile(id);
    const documents = screen.getByRole('region', { name: 'Documents' });
    const alert = await within(documents).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your documents. Something went wrong on our side. Please try again.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect((await within(documents).findAllByRole('listitem')).length).toBeGreaterThan(0);
    expect(within(documents).queryByRole('alert')).toBeNull();
  });

  it('shows loading skeletons first, then the lists', async () => {
    const id = await signedIn('+37491000205');
    renderProfile(id);
    expect(screen.getByText('Loading appointments…')).toBeInTheDocument();
    expect(screen.getByText('Loading documents…')).toBeInTheDocument();
    await screen.findAllByRole('button', { name: /^Download: / });
    expect(screen.queryByText('Loading documents…')).toBeNull();
  });

  it('has an empty state for appointments', async () => {
    const id = await signedIn('+37491000206');
    server.use(http.get('*/api/v1/clients/appointments/', () => HttpResponse.json({ data: { items: [] } })));
    renderProfile(id);
    expect(await screen.findByText(/You have no upcoming appointments/)).toBeInTheDocument();
    expect(screen.getByText('No past appointments yet.')).toBeInTheDocument();
  });
});

describe('who may see the profile', () => {
  it('sends a visitor without a session to the sign-in dialog with the return path, asking the API nothing', async () => {
    const log = recordRequests(server);
    renderProfile('5');
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith({ pathname: '/', query: { signin: '1', next: '/profile/5' } }),
    );
    expect(log.seen).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('sends a client to their own id, showing nothing of theirs under another id', async () => {
    const id = await signedIn('+37491000207');
    renderProfile('1');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/profile/${id}`));
    expect(screen.queryByText(/^Hello,/)).toBeNull();
  });

  it('renews the session silently when only the refresh cookie is left (a reload)', async () => {
    const pair = await signIn('+37491000208');
    document.cookie = `${REFRESH_COOKIE_NAME}=${pair.refresh}; path=/`;
    const log = recordRequests(server);
    renderProfile(JSON.parse(atob(pair.refresh.split('.')[1])).sub);
    expect(await screen.findByText(/^Hello, /)).toBeInTheDocument();
    expect(log.to('/auth/token/refresh/')).toHaveLength(1);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('logging out removes the data from the page and leaves for the home page', async () => {
    const id = await signedIn('+37491000209');
    renderProfile(id);
    await screen.findAllByRole('button', { name: /^Download: / });

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(router.push).toHaveBeenCalledWith('/');
    expect(router.replace).not.toHaveBeenCalled();
    expect(getRefreshToken()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Download: / })).toBeNull();
    expect(screen.queryByText(/^Hello,/)).toBeNull();
    // Still-mounted observers may keep empty entries until the page goes; none holds data.
    expect(getQueryClient().getQueryCache().getAll().filter((query) => query.state.data !== undefined)).toHaveLength(0);
  });

  it('drops a session whose cookie was removed elsewhere (another tab logged out)', async () => {
    const id = await signedIn('+37491000210');
    renderProfile(id);
    await screen.findAllByRole('button', { name: /^Download: / });
    document.cookie = `${REFRESH_COOKIE_NAME}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(screen.queryByRole('button', { name: /^Download: / })).toBeNull();
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith({ pathname: '/', query: { signin: '1', next: `/profile/${id}` } }),
    );
  });
});
