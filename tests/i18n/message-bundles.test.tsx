import { act, render, screen } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { generateStaticParams, GET } from '@/app/messages/[locale]/[file]/route';
import { loadMessageBundle } from '@/features/auth/components/message-bundle-loading';
import SignInDialogLoader from '@/features/auth/components/sign-in-dialog-loader';
import { messageBundleUrl } from '@/features/auth/model/message-bundles';
import { typesetAll } from '@/lib/typography';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';

// The dialog itself is tested in tests/auth; here it only shows that its texts arrived.
vi.mock('@/features/auth/components/sign-in-dialog', async () => {
  const { useTranslations } = await import('next-intl');
  return {
    default: function DialogTitle() {
      return <h2>{useTranslations('Auth')('dialogTitle')}</h2>;
    },
  };
});
// No newer build is live: a failed load is the visitor's to retry, not a reason to reload.
vi.mock('@/lib/app/chunk-reload', () => ({ reloadIfRedeployed: vi.fn(async () => false) }));

function opening(locale: 'hy' | 'en', messages: object, onLoadFailed: (error: unknown) => void = () => undefined) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <SignInDialogLoader onClose={() => undefined} onLoadFailed={onLoadFailed} />
    </NextIntlClientProvider>
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const get = (locale: string, file: string) =>
  GET(new Request(`http://site.test/messages/${locale}/${file}`), { params: Promise.resolve({ locale, file }) });

describe('message bundles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('serves the sign-in texts of each language, and nothing else', async () => {
    expect(generateStaticParams()).toEqual(expect.arrayContaining([{ locale: 'ru', file: 'sign-in.json' }]));
    const response = await get('ru', 'sign-in.json');
    expect(response.status).toBe(200);
    // The texts as every page gets them: typeset once when loaded (lib/typography), then precompiled.
    const served = await response.json();
    const typeset = typesetAll({ Auth: ru.Auth, Phone: ru.Phone, ApiErrors: ru.ApiErrors }, 'ru');
    expect(Object.keys(served)).toEqual(['Auth', 'Phone', 'ApiErrors']);
    expect(served.Auth.dialogTitle).toBe(typeset.Auth.dialogTitle);
    expect(served.Auth.code.hint).toEqual(JSON.parse(JSON.stringify(compile(typeset.Auth.code.hint))));
    expect((await get('ru', 'profile.json')).status).toBe(404);
    expect((await get('de', 'sign-in.json')).status).toBe(404);
  });

  it('fetches the texts a dialog needs when it opens, in the page language', async () => {
    const fetchMock = vi.fn(async () => json({ Auth: hy.Auth, Phone: hy.Phone, ApiErrors: hy.ApiErrors }));
    vi.stubGlobal('fetch', fetchMock);
    render(opening('hy', { Error: hy.Error }));
    expect(await screen.findByRole('heading', { name: hy.Auth.dialogTitle })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(messageBundleUrl('hy', 'sign-in'));
    expect(messageBundleUrl('hy', 'sign-in')).toMatch(/^\/messages\/hy\/sign-in\.json\?build=/);
  });

  it('opens at once the next time: the code and the texts are kept for the page life', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    // No waiting: the very render that opens it shows it (the test above loaded both parts).
    render(opening('hy', { Error: hy.Error }));
    expect(screen.getByRole('heading', { name: hy.Auth.dialogTitle })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches nothing when the page already has the texts', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(opening('en', en));
    expect(await screen.findByRole('heading', { name: en.Auth.dialogTitle })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again after a failed fetch', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ Auth: ru.Auth }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadMessageBundle('ru', 'sign-in')).rejects.toThrow(/503/);
    await expect(loadMessageBundle('ru', 'sign-in')).resolves.toEqual({ Auth: ru.Auth });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a failed fetch once and shows nothing, and a new opening asks again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ Auth: en.Auth, Phone: en.Phone, ApiErrors: en.ApiErrors }));
    vi.stubGlobal('fetch', fetchMock);
    const onLoadFailed = vi.fn();
    // English without its texts: no earlier test has fetched them, so nothing of them is kept in this module.
    const first = render(opening('en', { Error: en.Error }, onLoadFailed));
    await vi.waitFor(() => expect(onLoadFailed).toHaveBeenCalledTimes(1));
    expect(onLoadFailed.mock.calls[0]![0]).toBeInstanceOf(Error);
    expect(first.container).toBeEmptyDOMElement();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.unmount();

    await act(async () => {
      render(opening('en', { Error: en.Error }, onLoadFailed));
    });
    expect(await screen.findByRole('heading', { name: en.Auth.dialogTitle })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
  });
});
