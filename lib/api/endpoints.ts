/**
 * One function per call of the clinic API. Each takes the axios instance first (browser singleton,
 * `serverApi(locale)` or a test instance), parses the answer with the contract and throws only
 * `ApiError` (see errors.ts).
 */
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { z } from 'zod';
import { apiPaths } from './contract';
import { toApiError } from './errors';
import * as s from './schemas';

async function call<T extends z.ZodType>(schema: T, send: () => Promise<AxiosResponse<unknown>>): Promise<z.infer<T>> {
  try {
    const response = await send();
    const body = s.envelope(schema).parse(response.data) as { data: z.infer<T> };
    return body.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * A list call: the list's own fields must hold, but an item that breaks the contract is left out and
 * logged, so one bad record does not take the whole list (and the page showing it) down.
 */
async function callList<L extends z.ZodObject<{ items: z.ZodArray<z.ZodType> }>>(
  list: L,
  label: string,
  send: () => Promise<AxiosResponse<unknown>>,
): Promise<z.infer<L>> {
  const raw = await call(list.extend({ items: z.array(z.unknown()) }), send);
  const item = list.shape.items.element;
  const items: unknown[] = [];
  raw.items.forEach((value, index) => {
    const parsed = item.safeParse(value);
    if (parsed.success) items.push(parsed.data);
    else console.warn(`[api] ${label}: item ${index} breaks the contract and is left out: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`);
  });
  return { ...raw, items } as z.infer<L>;
}

/** Public GETs opt in to the browser response cache; the server instance has none and ignores the flag. */
const publicGet: AxiosRequestConfig = { cache: true };

/* ---------- public content ---------- */

export interface PageParams {
  page?: number;
  pageSize?: number;
}

export function getNewsList(api: AxiosInstance, params: PageParams = {}): Promise<s.NewsList> {
  return callList(s.newsListSchema, 'news', () => api.get(apiPaths.news, { ...publicGet, params }));
}

export function getNewsItem(api: AxiosInstance, slug: string): Promise<s.NewsItem> {
  return call(s.newsItemSchema, () => api.get(apiPaths.newsItem(slug), publicGet));
}

export async function getRelatedNews(api: AxiosInstance, slug: string, limit?: number): Promise<s.NewsSummary[]> {
  const params: Record<string, string | number> = limit === undefined ? { slug } : { slug, limit };
  const data = await callList(s.relatedNewsSchema, 'related news', () => api.get(apiPaths.newsRelated, { ...publicGet, params }));
  return data.items;
}

export async function getGallery(api: AxiosInstance): Promise<s.GalleryItem[]> {
  return (await callList(s.galleryListSchema, 'gallery', () => api.get(apiPaths.gallery, publicGet))).items;
}

export function getGalleryItem(api: AxiosInstance, id: number | string): Promise<s.GalleryItem> {
  return call(s.galleryItemSchema, () => api.get(apiPaths.galleryItem(id), publicGet));
}

export interface DoctorsFilter {
  service?: s.Doctor['services'][number];
  featured?: boolean;
}

export async function getDoctors(api: AxiosInstance, filter: DoctorsFilter = {}): Promise<s.Doctor[]> {
  const params: Record<string, string> = {};
  if (filter.service) params.service = filter.service;
  if (filter.featured !== undefined) params.featured = String(filter.featured);
  return (await callList(s.doctorListSchema, 'doctors', () => api.get(apiPaths.doctors, { ...publicGet, params }))).items;
}

export function getDoctor(api: AxiosInstance, slug: string): Promise<s.Doctor> {
  return call(s.doctorSchema, () => api.get(apiPaths.doctor(slug), publicGet));
}

export async function getCertificates(api: AxiosInstance): Promise<s.Certificate[]> {
  return (await callList(s.certificateListSchema, 'certificates', () => api.get(apiPaths.certificates, publicGet))).items;
}

/** Not cached: a page of testimonials changes when new ones are approved. */
export function getTestimonials(api: AxiosInstance, params: PageParams = {}): Promise<s.TestimonialList> {
  return callList(s.testimonialListSchema, 'testimonials', () => api.get(apiPaths.testimonials, { params }));
}

export function createTestimonial(api: AxiosInstance, body: s.TestimonialCreate): Promise<s.TestimonialCreated> {
  return call(s.testimonialCreatedSchema, () => api.post(apiPaths.testimonialCreate, body));
}

export function getStaticPage(api: AxiosInstance, slug: string): Promise<s.StaticPage> {
  return call(s.staticPageSchema, () => api.get(apiPaths.staticPage(slug), publicGet));
}

/** `idempotencyKey`: the same key for every attempt at one application, so a repeat never makes a second. */
export function createApplication(api: AxiosInstance, body: s.ApplicationCreate, idempotencyKey?: string): Promise<s.ApplicationCreated> {
  const headers = idempotencyKey ? { [s.IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined;
  return call(s.applicationCreatedSchema, () => api.post(apiPaths.applicationCreate, body, { headers }));
}

/* ---------- sign-in ---------- */

export function requestOtp(api: AxiosInstance, body: s.OtpRequest): Promise<s.OtpRequested> {
  return call(s.otpRequestedSchema, () => api.post(apiPaths.otpRequest, body));
}

export function verifyOtp(api: AxiosInstance, body: s.OtpVerify): Promise<s.OtpVerified> {
  return call(s.otpVerifiedSchema, () => api.post(apiPaths.otpVerify, body));
}

export function obtainToken(api: AxiosInstance, body: s.TokenObtain): Promise<s.TokenPair> {
  return call(s.tokenPairSchema, () => api.post(apiPaths.tokenObtain, body));
}

/** Rotation of the refresh token; only the site's server calls it (the token never reaches the browser). */
export function refreshToken(api: AxiosInstance, refresh: string): Promise<s.TokenRefreshed> {
  return call(s.tokenRefreshedSchema, () => api.post(apiPaths.tokenRefresh, { refresh }));
}

/** Optional call: revokes the token's whole sign-in. A backend without it answers 404 (kind not_found). */
export function revokeToken(api: AxiosInstance, refresh: string): Promise<s.TokenRevoked> {
  return call(s.tokenRevokedSchema, () => api.post(apiPaths.tokenRevoke, { refresh }));
}

/* ---------- client area (Bearer) ---------- */

export function getCurrentClient(api: AxiosInstance): Promise<s.Client> {
  return call(s.clientSchema, () => api.get(apiPaths.clientMe));
}

export async function getAppointments(api: AxiosInstance): Promise<s.Appointment[]> {
  return (await call(s.appointmentListSchema, () => api.get(apiPaths.clientAppointments))).items;
}

export async function getDocuments(api: AxiosInstance): Promise<s.ClientDocument[]> {
  return (await call(s.documentListSchema, () => api.get(apiPaths.clientDocuments))).items;
}

/** Reads the file name from `Content-Disposition` (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromDisposition(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // malformed percent-encoding: use the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  return plain ? (plain[2] ?? plain[1]).trim() : undefined;
}

export interface DownloadedDocument {
  blob: Blob;
  fileName: string;
}

export async function downloadDocument(api: AxiosInstance, id: number | string): Promise<DownloadedDocument> {
  try {
    // Bytes rather than `blob`: works the same with every axios adapter (XHR, fetch, Node http).
    const response = await api.get<ArrayBuffer>(apiPaths.documentDownload(id), { responseType: 'arraybuffer' });
    const fileName = fileNameFromDisposition(response.headers['content-disposition']) ?? `document-${id}.pdf`;
    const type = String(response.headers['content-type'] ?? 'application/octet-stream');
    return { blob: new Blob([response.data], { type }), fileName };
  } catch (error) {
    throw toApiError(error);
  }
}
