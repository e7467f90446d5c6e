import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { logout } from '@/features/auth/client/session';
import { sessionStore } from '@/features/auth/client/session-store';
import { REFRESH_COOKIE_NAME, SESSION_HINT_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import { setAccessToken } from '@/features/auth/model/tokens';
import ProfileView from '@/features/profile/components/profile-view';
import { getQueryClient } from '@/lib/api/query-client';
import QueryProvider from '@/lib/api/query-provider';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';
import { resetDemoState, server } from '@/mocks/node';

import { API_ORIGIN, closeSiteApi, listenAsSiteApi, recordRequests, signIn } from '../api/helpers';
import { siteSession } from '../auth/site-session';
import { renderIntl, type TestLocale } from '../auth/test-utils';

const site = siteSession();

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => router }));

beforeAll(() => {
  listenAsSiteApi(server, 'error');
  // Failed loads show at once: the retry is the client's button here.
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});
beforeEach(() => {
  server.use(site.handler);
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  // Unmount first: a mounted profile would react to the logout below.
  cleanup();
  await logout('en');
  site.jar.clear();
  resetDemoState();
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
afterAll(() => closeSiteApi(server));

async function signedIn(phone: string, locale: TestLocale = 'en') {
  const pair = await signIn(phone, locale);
  site.jar.set(REFRESH_COOKIE_NAME, pair.refresh);
  setAccessToken(pair.access);
  return sessionStore.getState().claims!.sub;
}

function renderProfile(id: string, locale: TestLocale = 'en') {
  return renderIntl(
    <QueryProvider>
      <ProfileView id={id} clinicAddress="Arevik Clinic, 12 Tumanyan St, Yerevan 0001" />
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
    // The appointments are a query of their own: they may arrive after the greeting.
    expect(await within(appointments).findByRole('heading', { name: 'Upcoming' })).toBeInTheDocument();
    expect(within(appointments).getByRole('heading', { name: 'Past' })).toBeInTheDocument();
    const cards = await within(appointments).findAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(within(cards[0]).getByText('Doctor')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Service')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/^(Scheduled|Completed|Cancelled)$/)).toBeInTheDocument();
    expect(within(cards[0]).getByText(/^\d{1,2}:\d{2}(\s[AP]M)?$/)).toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Documents' });
    const rows = await within(documents).findAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(within(rows[0]).getAllByText(/^(Lab result|Prescription|Discharge summary|Imaging report|Invoice)$/).length).toBeGreaterThan(0);
    expect(within(rows[0]).getByText(/\d+(\.\d)? (kB|MB|byte)/)).toBeInTheDocument();

    const notice = screen.getByRole('complementary', { name: 'Not for emergencies' });
    expect(within(notice).getByRole('link', { name: '+374\u00A010\u00A055\u00A012\u00A034' })).toHaveAttribute('href', 'tel:+37410551234');
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
    expect(alert).toHaveTextContent(`Could not load your documents. ${en.ApiErrors.server}`);

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

  it('has an empty state per group of appointments', async () => {
    const id = await signedIn('+37491000206');
    server.use(
      http.get('*/api/v1/clients/appointments/', () =>
        HttpResponse.json({
          data: {
            items: [
              {
                id: 1,
                startsAt: '2020-01-10T09:00:00+04:00',
                durationMinutes: 30,
                doctor: { slug: 'anahit-petrosyan', name: 'Anahit Petrosyan', specialty: 'ENT' },
                service: 'ent',
                serviceTitle: 'ENT',
                status: 'completed',
              },
            ],
          },
        }),
      ),
    );
    renderProfile(id);
    expect(await screen.findByText(/You have no upcoming appointments/)).toBeInTheDocument();
  });

  it.each([
    ['en', en],
    ['ru', ru],
    ['hy', hy],
  ] as const)('[%s] empty lists say so and offer a next step', async (locale, messages) => {
    const id = await signedIn(`+3749100022${['en', 'ru', 'hy'].indexOf(locale)}`, locale);
    server.use(
      http.get('*/api/v1/clients/appointments/', () => HttpResponse.json({ data: { items: [] } })),
      http.get('*/api/v1/clients/documents/', () => HttpResponse.json({ data: { items: [] } })),
    );
    renderProfile(id, locale);
    const prefix = locale === 'hy' ? '' : `/${locale}`;
    const appointments = screen.getByRole('region', { name: messages.Profile.appointments.title });
    expect(await within(appointments).findByText(messages.Profile.appointments.empty)).toBeInTheDocument();
    expect(within(appointments).getByRole('link', { name: messages.Profile.appointments.emptyAction })).toHaveAttribute(
      'href',
      `${prefix}/book`,
    );
    const documents = screen.getByRole('region', { name: messages.Profile.documents.title });
    expect(await within(documents).findByText(messages.Profile.documents.empty)).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: messages.Profile.documents.emptyAction })).toHaveAttribute(
      'href',
      `${prefix || ''}/contacts`,
    );
  });
});

describe('who may see the profile', () => {
  it('sends a visitor without a session to the sign-in dialog with the return path, asking the API nothing', async () => {
    const log = recordRequests(server);
    renderProfile('5');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith({ pathname: '/', query: { signin: '1', next: '/profile/5' } }));
    expect(log.seen.filter((r) => new URL(r.url).pathname.startsWith('/api/'))).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('sends a client to their own id, showing nothing of theirs under another id', async () => {
    const id = await signedIn('+37491000207');
    renderProfile('1');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/profile/${id}`));
    expect(screen.queryByText(/^Hello,/)).toBeNull();
  });

  it('renews the session silently when only the cookies are left (a reload)', async () => {
    const pair = await signIn('+37491000208');
    const sub = JSON.parse(atob(pair.refresh.split('.')[1])).sub as string;
    site.jar.set(REFRESH_COOKIE_NAME, pair.refresh);
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=${sub}; path=/`;
    const log = recordRequests(server);
    renderProfile(sub);
    expect(await screen.findByText(/^Hello, /)).toBeInTheDocument();
    expect(log.to('/auth/token/refresh/')).toHaveLength(1);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows what it can when loading the client fails: the lists, and a retry for the details', async () => {
    const id = await signedIn('+37491000211');
    server.use(http.get('*/api/v1/clients/me/', () => HttpResponse.json({ error: { code: 'server', message: 'x' } }, { status: 500 })));
    renderProfile(id);
    expect(await screen.findByText('Could not load your details.', { exact: false })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: /^Download: / })).length).toBeGreaterThan(0);
    expect(sessionStore.getState().loggedIn).toBe(true);
  });

  it('a session that expired or was revoked sends the client to sign in, saying it ended', async () => {
    const pair = await signIn('+37491000212');
    const sub = JSON.parse(atob(pair.refresh.split('.')[1])).sub as string;
    await fetch(`${API_ORIGIN}/api/v1/auth/token/revoke/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: pair.refresh }),
    });
    site.jar.set(REFRESH_COOKIE_NAME, pair.refresh);
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=${sub}; path=/`;
    renderProfile(sub);
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith({ pathname: '/', query: { signin: '1', next: `/profile/${sub}`, ended: '1' } }),
    );
  });

  it('logging out removes the data from the page and leaves for the home page', async () => {
    const id = await signedIn('+37491000209');
    renderProfile(id);
    await screen.findAllByRole('button', { name: /^Download: / });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(router.replace).not.toHaveBeenCalled();
    expect(site.jar.size).toBe(0);
    expect(screen.queryByRole('button', { name: /^Download: / })).toBeNull();
    expect(screen.queryByText(/^Hello,/)).toBeNull();
    // Still-mounted observers may keep empty entries until the page goes; none holds data.
    expect(
      getQueryClient()
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toHaveLength(0);
  });

  it('drops the session and goes home when another tab logs out (a message, no reload)', async () => {
    const id = await signedIn('+37491000210');
    renderProfile(id);
    await screen.findAllByRole('button', { name: /^Download: / });
    const otherTab = new BroadcastChannel('clinic-session');

    await act(async () => {
      otherTab.postMessage({ type: 'logout' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    otherTab.close();

    expect(screen.queryByRole('button', { name: /^Download: / })).toBeNull();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  });
});
