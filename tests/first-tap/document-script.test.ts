import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { scriptHash } from '@/lib/cache/page-policy.mjs';
import { CAPTURE_GLOBAL, documentScript, type CapturedInput } from '@/lib/first-tap/document-script';
import { contentSecurityPolicy } from '@/lib/security-headers';

const COOKIE = 'session_client';
const OPTIONS = { sessionHintCookie: COOKIE, localeCookie: 'NEXT_LOCALE', localeCookieMaxAge: 31_536_000 };
const take = (onMore = () => {}) => (window as unknown as Record<string, (onMore: () => void) => CapturedInput>)[CAPTURE_GLOBAL](onMore);

/** Runs the head's script as the browser does (each test's run captures into its own lists). */
function runScript() {
  new Function(documentScript(OPTIONS))();
}

/** What React leaves on an element it has hydrated. */
const hydrate = (element: Element) => Object.assign(element, { __reactProps$test: {} });

describe('the document head script', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <form method="post" id="request"><input name="name"><input type="checkbox" name="consent"><button type="submit">Send</button></form>
      <button type="button" id="open">Open</button>
      <a id="account" href="?signin=1" data-account-base="/en/profile/">My account</a>
      <a id="russian" href="/ru/contacts" data-locale="ru">RU</a>
      <a id="photo" href="?item=7" data-in-place="true"><img alt=""></a>`;
  });
  afterEach(() => {
    document.cookie = `${COOKIE}=; max-age=0`;
    document.documentElement.removeAttribute('data-session');
  });

  it('marks <html> for a visitor with a session hint, and only for a client id', () => {
    document.cookie = `${COOKIE}=42`;
    runScript();
    expect(document.documentElement.getAttribute('data-session')).toBe('in');

    document.documentElement.removeAttribute('data-session');
    document.cookie = `${COOKIE}=<b>`;
    runScript();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
  });

  it('keeps a submit from leaving the page and captures it once, with taps and typed values in order', () => {
    runScript();
    const form = document.getElementById('request') as HTMLFormElement;
    const name = form.elements.namedItem('name') as HTMLInputElement;
    name.value = 'Anna';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    (form.elements.namedItem('consent') as HTMLInputElement).click();
    document.getElementById('open')!.click();
    document.getElementById('open')!.click();
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    expect(submitted.defaultPrevented).toBe(true);
    const captured = take();
    expect(captured.typed).toEqual([
      [name, 'Anna'],
      [form.elements.namedItem('consent'), true],
    ]);
    expect(captured.actions.map(([element, kind]) => [element.id, kind])).toEqual([
      ['open', 'click'],
      ['request', 'submit'],
    ]);
  });

  it('leaves what React has hydrated to React, and announces what it captures later', () => {
    runScript();
    const announced = vi.fn();
    const captured = take(announced);
    const form = hydrate(document.getElementById('request')!);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    expect(captured.actions).toEqual([]);

    // A part of the page that hydrates later: still captured, and the replay is told.
    document.getElementById('open')!.click();
    expect(captured.actions.map(([element]) => element.id)).toEqual(['open']);
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('points "My account" at the signed-in client\'s profile when it is tapped', () => {
    document.cookie = `${COOKIE}=42`;
    runScript();
    const account = document.getElementById('account') as HTMLAnchorElement;
    const navigate = vi.fn((event: Event) => event.preventDefault());
    account.addEventListener('click', navigate);
    account.click();
    expect(navigate).toHaveBeenCalled();
    expect(new URL(account.href).pathname).toBe('/en/profile/42');
  });

  it('leaves a tap to React when React hydrates that part during the tap and takes it itself', () => {
    runScript();
    const captured = take();
    const open = document.getElementById('open')!;
    // React's listener on the document hydrates the part the tap landed on at once, then handles the tap.
    const react = (event: Event) => {
      if (event.target === open) hydrate(open);
    };
    document.addEventListener('click', react);
    open.click();
    document.removeEventListener('click', react);
    expect(captured.actions).toEqual([]);

    // One whose handler stops the tap short of the window: React's too, so not replayed either.
    const form = document.getElementById('request')!;
    const submitButton = form.querySelector('button')!;
    const stopping = (event: Event) => {
      hydrate(form);
      event.stopPropagation();
    };
    form.addEventListener('submit', stopping);
    submitButton.click();
    form.removeEventListener('submit', stopping);
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(captured.actions).toEqual([]);
        resolve();
      }),
    );
  });

  it('holds a tap on a link that opens in place, instead of loading the page again; a tap for a new tab still follows it', () => {
    runScript();
    const captured = take();
    const photo = document.getElementById('photo')!;
    // What the browser would do next (follow the link) is recorded here rather than done.
    const followed: boolean[] = [];
    photo.addEventListener('click', (event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    });
    photo.querySelector('img')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toEqual([false]);
    expect(captured.actions.map(([element, kind]) => [element.id, kind])).toEqual([['photo', 'click']]);

    photo.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(followed).toEqual([false, true]);
    expect(captured.actions).toHaveLength(1);

    hydrate(photo);
    photo.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toEqual([false, true, true]);
    expect(captured.actions).toHaveLength(1);
  });

  it('remembers a language chosen before the page is interactive', () => {
    runScript();
    const link = document.getElementById('russian')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(document.cookie).toContain('NEXT_LOCALE=ru');
    document.cookie = 'NEXT_LOCALE=; max-age=0';
  });

  it('is allowed on pages rendered per request by its hash beside the nonce', () => {
    const hash = scriptHash(documentScript(OPTIONS));
    const policy = contentSecurityPolicy({ NODE_ENV: 'production' } as unknown as NodeJS.ProcessEnv, 'abc', [hash]);
    expect(policy).toContain(`script-src 'self' 'nonce-abc' ${hash} 'strict-dynamic'`);
  });
});
