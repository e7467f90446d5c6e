import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';

import { SESSION_HINT_COOKIE_NAME } from '@/features/auth/model';

import { E2E_OTP_CODE } from '../playwright.config';
import { API_URL, expect } from './fixtures';

export type E2eLocale = 'hy' | 'ru' | 'en';
export const PREFIX: Record<E2eLocale, string> = { hy: '', ru: '/ru', en: '/en' };
export const HOME: Record<E2eLocale, string> = { hy: '/', ru: '/ru', en: '/en' };

/** The texts the browser tests look for, per language (from messages/*.json). */
export const TEXT = {
  hy: {
    signIn: 'Մուտք',
    account: 'Անձնական էջ',
    dialog: 'Մուտք անձնական էջ',
    phone: 'Հեռախոսահամար',
    getCode: 'Ստանալ կոդը',
    code: 'SMS-ով ստացված կոդը',
    appointments: 'Ընդունելություններ',
    documents: 'Փաստաթղթեր',
    download: 'Ներբեռնել',
    logOut: 'Ելք',
    greeting: /^Բարև ձեզ, /,
  },
  ru: {
    signIn: 'Войти',
    account: 'Личный кабинет',
    dialog: 'Вход в личный кабинет',
    phone: 'Номер телефона',
    getCode: 'Получить код',
    code: 'Код из SMS',
    appointments: 'Приёмы',
    documents: 'Документы',
    download: 'Скачать',
    logOut: 'Выйти',
    greeting: /^Здравствуйте, /,
  },
  en: {
    signIn: 'Sign in',
    account: 'My account',
    dialog: 'Sign in to your account',
    phone: 'Phone number',
    getCode: 'Get a code',
    code: 'Code from the text message',
    appointments: 'Appointments',
    documents: 'Documents',
    download: 'Download',
    logOut: 'Sign out',
    greeting: /^Hello, /,
  },
} as const;

/** The notice of an expired or revoked session (messages/*.json, Auth.sessionEnded). */
export const SESSION_ENDED = {
  hy: 'Ձեր աշխատաշրջանն ավարտվել է։ Խնդրում ենք կրկին մուտք գործել։',
  ru: 'Ваш сеанс завершён. Пожалуйста, войдите снова.',
  en: 'Your session has ended. Please sign in again.',
} as const;

/** A fresh Armenian mobile number per test: a new code may be requested only every 90 s per phone. */
export function randomPhone(): { e164: string; typed: string } {
  const rest = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { e164: `+37491${rest}`, typed: `+374 91 ${rest}` };
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${API_URL}${path}`, { data, headers: { 'Accept-Language': 'en' } });
  expect(response.status(), path).toBe(200);
  return (await response.json()).data;
}

/** Signs in through the API only (no browser), for tests that start signed in. */
export async function signInViaApi(request: APIRequestContext, phone = randomPhone().e164) {
  await post(request, '/auth/otp/request/', { phone });
  const { verificationToken } = await post(request, '/auth/otp/verify/', { phone, code: E2E_OTP_CODE });
  const pair: { access: string; refresh: string } = await post(request, '/auth/token/obtain/', { phone, verificationToken });
  const sub = JSON.parse(Buffer.from(pair.refresh.split('.')[1], 'base64url').toString()).sub as string;
  return { ...pair, sub, phone };
}

/**
 * What a returning client's browser holds: the site's session cookies (the HttpOnly refresh cookie and
 * the hint), obtained through the site's own endpoint with the context's request API, so that the
 * cookies land in the browser context as a real sign-in leaves them.
 */
export async function signInViaSite(context: BrowserContext, baseURL: string, phone = randomPhone().e164) {
  const request = context.request;
  await post(request, '/auth/otp/request/', { phone });
  const { verificationToken } = await post(request, '/auth/otp/verify/', { phone, code: E2E_OTP_CODE });
  const response = await request.post(`${baseURL}/session/obtain`, {
    data: { phone, verificationToken },
    headers: { Origin: new URL(baseURL).origin, 'Accept-Language': 'en' },
  });
  expect(response.status(), '/session/obtain').toBe(200);
  const { access } = (await response.json()) as { access: string };
  const sub = (await context.cookies()).find((cookie) => cookie.name === SESSION_HINT_COOKIE_NAME)?.value;
  expect(sub).toMatch(/^\d+$/);
  return { sub: sub!, phone, access };
}

/** Records the requests to one of the site's own session endpoints (`/session/refresh` …) the page makes. */
export function countSessionRequests(page: Page, action: 'obtain' | 'refresh' | 'logout') {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/session/${action}`) seen.push(request);
  });
  return seen;
}

export async function revokeRefreshTokens(request: APIRequestContext, sub: string) {
  const response = await request.post(`${API_URL.replace(/\/api\/v1$/, '')}/__demo/revoke-refresh`, { data: { sub } });
  expect(response.status()).toBe(200);
}

/** Signs in through the dialog, which must be open. Returns the client id from the URL it lands on. */
export async function signInThroughDialog(page: Page, locale: E2eLocale, phone = randomPhone()) {
  const t = TEXT[locale];
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await expect(dialog).toBeVisible();
  const phoneField = dialog.getByLabel(t.phone);
  await expect(phoneField).toBeFocused();
  await phoneField.fill(phone.typed);
  await dialog.getByRole('button', { name: t.getCode }).click();
  const code = dialog.getByLabel(t.code);
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // The countdown runs (a loaded machine may take seconds to get here; its exact start has its own test).
  await expect(dialog.getByRole('timer')).toContainText(/1:[0-3]\d/);
  await code.fill(E2E_OTP_CODE);
  await page.waitForURL(new RegExp(`${PREFIX[locale]}/profile/\\d+$`));
  await expect(dialog).toBeHidden();
  return /\/profile\/(\d+)$/.exec(page.url())![1];
}

/** Records the requests to one API path (under /api/v1) the page makes from now on. */
export function countRequests(page: Page, path: string | RegExp) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'OPTIONS' || !pathname.startsWith('/api/v1/')) return;
    const rest = pathname.slice('/api/v1'.length);
    if (typeof path === 'string' ? rest === path : path.test(rest)) seen.push(request);
  });
  return seen;
}

export async function statuses(requests: Request[]) {
  return Promise.all(requests.map(async (request) => (await request.response())?.status()));
}
