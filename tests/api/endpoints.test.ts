import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { CONTRACT as endpoints } from '@/features/api-calls';
import { fileNameFromDisposition } from '@/lib/api/call';
import { createApi } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { resetDemoState, server } from '@/mocks/node';

import { API, memoryTokens, recordRequests, signIn, TEST_OTP } from './helpers';

beforeAll(() => {
  process.env.DEMO_OTP_CODE = TEST_OTP;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.events.removeAllListeners());
afterAll(() => {
  server.close();
  delete process.env.DEMO_OTP_CODE;
});
beforeEach(() => resetDemoState());

const anonymous = (locale: 'hy' | 'ru' | 'en' = 'en') => createApi({ baseURL: API, locale, tokens: memoryTokens() });

describe('endpoints', () => {
  it('call the spec paths with the documented query parameters', async () => {
    const api = anonymous();
    const log = recordRequests(server);
    const list = await endpoints.getNewsList(api, { page: 2, pageSize: 5 });
    const item = await endpoints.getNewsItem(api, list.items[0].slug);
    const related = await endpoints.getRelatedNews(api, item.slug, 2);
    const doctors = await endpoints.getDoctors(api, { service: 'dentistry', featured: true });
    const doctor = await endpoints.getDoctor(api, doctors[0].slug);
    const gallery = await endpoints.getGallery(api);
    const galleryItem = await endpoints.getGalleryItem(api, gallery[3].id);
    const certificates = await endpoints.getCertificates(api);
    const testimonials = await endpoints.getReviews(api, { page: 1, pageSize: 4 });
    const page = await endpoints.getStaticPage(api, 'patient-rights');

    expect(log.seen.map((r) => new URL(r.url).pathname + new URL(r.url).search)).toEqual([
      '/api/v1/news/?page=2&pageSize=5',
      `/api/v1/news/${item.slug}/`,
      `/api/v1/news/related/?slug=${item.slug}&limit=2`,
      '/api/v1/doctors/?service=dentistry&featured=true',
      `/api/v1/doctors/${doctor.slug}/`,
      '/api/v1/gallery/',
      `/api/v1/gallery/${galleryItem.id}/`,
      '/api/v1/certificates/',
      '/api/v1/testimonials/?page=1&pageSize=4',
      '/api/v1/pages/patient-rights',
    ]);
    expect(list).toMatchObject({ page: 2, pageSize: 5 });
    expect(item.body).toContain('<');
    expect(related.map((n) => n.slug)).not.toContain(item.slug);
    expect(doctors.every((d) => d.featured && d.services.includes('dentistry'))).toBe(true);
    expect(certificates.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.items).toHaveLength(4);
    expect(page.title).toBe('Patient rights');
  });

  it('create an application and a testimonial', async () => {
    const api = anonymous('hy');
    const application = await endpoints.createApplication(api, {
      name: 'Անի Հակոբյան',
      phone: '+37491123456',
      service: 'ent',
      contactChannel: 'telegram',
      consent: true,
    });
    expect(application.id).toBeGreaterThan(0);
    expect(application.reference).toMatch(/^AR-\d{5}$/);
    const testimonial = await endpoints.createReview(api, {
      author: 'Անի',
      text: 'Շատ ուշադիր բժիշկներ և մաքուր կլինիկա։',
      rating: 5,
      consent: true,
    });
    expect(testimonial.status).toBe('pending');
  });

  it('sign in, load the client area and download a document as a named PDF blob', async () => {
    const tokens = memoryTokens();
    const api = createApi({ baseURL: API, locale: 'ru', tokens });
    const phone = '+37499111222';
    const requested = await endpoints.requestOtp(api, { phone });
    expect(requested).toEqual({ expiresIn: 300, retryAfter: 90 });
    const { verificationToken } = await endpoints.verifyOtp(api, { phone, code: TEST_OTP });
    const pair = await endpoints.obtainToken(api, { phone, verificationToken });
    tokens.access = pair.access;

    const me = await endpoints.getCurrentClient(api);
    const appointments = await endpoints.getAppointments(api);
    const documents = await endpoints.getDocuments(api);
    const file = await endpoints.downloadDocument(api, documents[0].id);

    expect(me.phone).toBe(phone);
    expect(me.name).toMatch(/[а-я]/i);
    expect(appointments.some((a) => a.status === 'scheduled')).toBe(true);
    expect(file.fileName).toBe(documents[0].fileName);
    expect(file.blob.size).toBe(documents[0].sizeBytes);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const renewed = await endpoints.refreshToken(api, pair.refresh);
    // The optional revoke ends the sign-in: the rotated token is refused too.
    expect(await endpoints.revokeToken(api, renewed.refresh!)).toEqual({ revoked: true });
    const refused = (await endpoints.refreshToken(api, renewed.refresh!).catch((e: unknown) => e)) as ApiError;
    expect(refused.kind).toBe('unauthorized');
    expect(renewed.refresh).toBeTruthy();
  });

  it("another client's document is not found", async () => {
    const other = await signIn('+37499000001');
    const otherApi = createApi({ baseURL: API, locale: 'en', tokens: memoryTokens({ access: other.access }) });
    const otherDocument = (await endpoints.getDocuments(otherApi))[0];

    const mine = await signIn('+37499000002');
    const api = createApi({ baseURL: API, locale: 'en', tokens: memoryTokens({ access: mine.access }) });
    const error = (await endpoints.downloadDocument(api, otherDocument.id).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('not_found');
  });

  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="lab-result.pdf"')).toBe('lab-result.pdf');
    expect(fileNameFromDisposition("attachment; filename=a.pdf; filename*=UTF-8''%D5%A1.pdf")).toBe('ա.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
  });
});
