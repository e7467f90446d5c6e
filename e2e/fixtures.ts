import { test as base, expect, type APIRequestContext } from '@playwright/test';

export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT || 4110}/api/v1`;

/** The first news item and doctor of the demo API, so slug routes use real slugs. */
export async function knownSlugs(request: APIRequestContext) {
  const [news, doctors] = await Promise.all([
    request.get(`${API_URL}/news/?page=1&pageSize=1`).then((r) => r.json()),
    request.get(`${API_URL}/doctors/`).then((r) => r.json()),
  ]);
  const doctorList = Array.isArray(doctors.data) ? doctors.data : doctors.data.items;
  return { news: news.data.items[0].slug as string, doctor: doctorList[0].slug as string };
}

export const test = base;
export { expect };
