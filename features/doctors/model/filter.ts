/**
 * The doctors page's filter: by service and by a language the doctor consults in. Public URLs carry it
 * as `/doctors?service=ent&lang=en` (shareable, works without JavaScript); the middleware maps a valid
 * one onto a prerendered variant `/doctors/filter/<service>/<lang>`, so every filtered list is static
 * and in the server HTML, and there are never more variants than known values allow.
 */
import type { Href } from '@/lib/i18n/paths';
import { LOCALES, type Locale } from '@/lib/locales';
import { isServiceSlug, SERVICE_SLUGS, type ServiceSlug } from '@/lib/routes';

/** The languages the filter offers: the site's own three (what foreign clients ask first). */
export const FILTER_LANGUAGES = LOCALES;
export type FilterLanguage = Locale;

export interface DoctorFilter {
  service?: ServiceSlug;
  lang?: FilterLanguage;
}

export const FILTER_QUERY_KEYS = ['service', 'lang'] as const;
/** The segment of the prerendered variants under /doctors (never a doctor slug: the middleware 404s it). */
export const FILTER_SEGMENT = 'filter';
/** A variant's segment for "no filter on this dimension". */
export const ANY = 'all';

const isFilterLanguage = (value: string): value is FilterLanguage => (FILTER_LANGUAGES as readonly string[]).includes(value);

/**
 * The filter of a query string; an empty value means no filter. null when a filter key appears twice
 * or has an unknown value: such a URL is a 404, never a page of its own. Other parameters are ignored.
 */
export function parseDoctorFilter(params: URLSearchParams): DoctorFilter | null {
  const filter: DoctorFilter = {};
  for (const key of FILTER_QUERY_KEYS) {
    const values = params.getAll(key);
    if (values.length > 1) return null;
    const value = values[0];
    if (!value) continue;
    if (key === 'service') {
      if (!isServiceSlug(value)) return null;
      filter.service = value;
    } else {
      if (!isFilterLanguage(value)) return null;
      filter.lang = value;
    }
  }
  return filter;
}

export const isEmptyFilter = (filter: DoctorFilter) => !filter.service && !filter.lang;

/** The public address of a filtered list (a link's href). */
export function doctorFilterHref(filter: DoctorFilter): Href {
  const query: Record<string, string> = {};
  if (filter.service) query.service = filter.service;
  if (filter.lang) query.lang = filter.lang;
  return Object.keys(query).length ? { pathname: '/doctors', query } : '/doctors';
}

/** The same address as a string (canonical links, alternates). */
export function doctorFilterPath(filter: DoctorFilter): string {
  const href = doctorFilterHref(filter);
  return typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query).toString()}`;
}

export interface FilterSegments {
  service: string;
  lang: string;
}

export const segmentsOf = (filter: DoctorFilter): FilterSegments => ({ service: filter.service ?? ANY, lang: filter.lang ?? ANY });

/** The path (without locale) of the prerendered variant that shows this filter. */
export function variantPath(filter: DoctorFilter): string {
  const { service, lang } = segmentsOf(filter);
  return `/doctors/${FILTER_SEGMENT}/${service}/${lang}`;
}

/** The filter of a variant's segments; null for anything that is not one. */
export function filterOfSegments({ service, lang }: FilterSegments): DoctorFilter | null {
  const filter: DoctorFilter = {};
  if (service !== ANY) {
    if (!isServiceSlug(service)) return null;
    filter.service = service;
  }
  if (lang !== ANY) {
    if (!isFilterLanguage(lang)) return null;
    filter.lang = lang;
  }
  return isEmptyFilter(filter) ? null : filter;
}

/** Every variant there is: each service and language, alone and together (the unfiltered list is /doctors). */
export function allVariants(): FilterSegments[] {
  const services = [ANY, ...SERVICE_SLUGS];
  const langs = [ANY, ...FILTER_LANGUAGES];
  return services.flatMap((service) => langs.map((lang) => ({ service, lang }))).filter((v) => v.service !== ANY || v.lang !== ANY);
}

export interface FilterableDoctor {
  services: readonly string[];
  languages: ReadonlyArray<{ code: string }>;
}

export function matchesFilter(doctor: FilterableDoctor, filter: DoctorFilter): boolean {
  if (filter.service && !doctor.services.includes(filter.service)) return false;
  if (filter.lang && !doctor.languages.some((language) => language.code === filter.lang)) return false;
  return true;
}
