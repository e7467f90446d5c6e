import { act, render, screen } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { generateStaticParams, GET } from '@/app/messages/[locale]/[file]/route';
import BundleMessages, { loadMessageBundle } from '@/features/auth/components/bundle-messages';
import { messageBundleUrl } from '@/features/auth/model/message-bundles';
import { typesetAll } from '@/lib/typography';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';

function DialogTitle() {
  return <h2>{useTranslations('Auth')('dialogTitle')}</h2>;
}

function renderWith(messages: object) {
  return render(
    <NextIntlClientProvider locale="hy" messages={messages}>
      <Suspense fallback={<p>loading</p>}>
        <BundleMessages bundle="sign-in">
          <DialogTitle />
        </BundleMessages>
      </Suspense>
    </NextIntlClientProvider>,
  );
}

class Failed extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p role="alert">failed</p> : this.props.children;
  }
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
    // The fetched bundle resumes the suspended dialog inside act, as React does in the browser.
    await act(async () => {
      renderWith({ Error: hy.Error });
    });
    expect(await screen.findByRole('heading', { name: hy.Auth.dialogTitle })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(messageBundleUrl('hy', 'sign-in'));
    expect(messageBundleUrl('hy', 'sign-in')).toMatch(/^\/messages\/hy\/sign-in\.json\?build=/);
  });

  it('fetches nothing when the page already has the texts', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWith(hy);
    expect(screen.getByRole('heading', { name: hy.Auth.dialogTitle })).toBeInTheDocument();
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

  it('hands a failed fetch to the error boundary once, and a new opening asks again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ Auth: en.Auth, Phone: en.Phone, ApiErrors: en.ApiErrors }));
    vi.stubGlobal('fetch', fetchMock);
    // English: no earlier test has asked for it, so nothing of it is cached in this module.
    const opening = () => (
      <NextIntlClientProvider locale="en" messages={{ Error: en.Error }}>
        <Failed>
          <BundleMessages bundle="sign-in">
            <DialogTitle />
          </BundleMessages>
        </Failed>
      </NextIntlClientProvider>
    );
    // The fetch settles inside act, as React does in the browser.
    let first!: ReturnType<typeof render>;
    await act(async () => {
      first = render(opening());
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('failed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.unmount();

    await act(async () => {
      render(opening());
    });
    expect(await screen.findByRole('heading', { name: en.Auth.dialogTitle })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
