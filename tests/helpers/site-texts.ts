/**
 * Every visible text of the site, by language, as the copy tests read them: the interface messages (and the
 * error screen's copy of them), the site texts and the demo content (news, doctors, reviews, gallery, certificates, static pages, client
 * records, the demo API's messages). HTML is reduced to its text.
 */
import { STATIC_PAGES } from '@/features/content/demo/data';
import { DOCTORS } from '@/features/doctors/demo/data';
import { CERTIFICATES } from '@/features/gallery/demo/certificates';
import { GALLERY, GALLERY_CATEGORY_TITLES } from '@/features/gallery/demo/data';
import { NEWS } from '@/features/news/demo/data';
import { DOCUMENT_TITLES } from '@/features/profile/demo/data';
import { REVIEWS } from '@/features/reviews/demo/data';
import { SERVICE_TITLES } from '@/features/services/demo/data';
import { FATAL_ERROR_TEXTS } from '@/lib/app/fatal-error-texts';
import type { Locale } from '@/lib/locales';
import { en as enSite } from '@/lib/site-texts/en';
import { hy as hySite } from '@/lib/site-texts/hy';
import { ru as ruSite } from '@/lib/site-texts/ru';
import enMessages from '@/messages/en.json';
import hyMessages from '@/messages/hy.json';
import ruMessages from '@/messages/ru.json';
import { ERRORS, FIELD_MESSAGES } from '@/mocks/lib/messages';

export interface SiteText {
  locale: Locale;
  /** Where it lives, e.g. "messages/ru.json Gallery.previous" or "demo NEWS[7].body". */
  where: string;
  text: string;
  /** What the text is about, when known: a service slug (news topic, doctor's department, service page). */
  topic?: string;
}

const LOCALES: Locale[] = ['hy', 'ru', 'en'];
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function strings(value: unknown, path: string, visit: (text: string, path: string) => void) {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${path}[${i}]`, visit));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) strings(item, path ? `${path}.${key}` : key, visit);
}

const isLocalized = (value: unknown): value is Record<Locale, string> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  LOCALES.every((l) => typeof (value as Record<string, unknown>)[l] === 'string');

/** Every {hy, ru, en} object inside the demo data, split into its three texts. */
function localized(value: unknown, path: string, topic: string | undefined, out: SiteText[]) {
  if (isLocalized(value)) {
    for (const locale of LOCALES) out.push({ locale, where: `demo ${path}`, text: plain(value[locale]), topic });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => localized(item, `${path}[${i}]`, topic, out));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = typeof record.topic === 'string' ? record.topic : Array.isArray(record.services) ? record.services.join(' ') : topic;
    for (const [key, item] of Object.entries(record)) localized(item, `${path}.${key}`, own, out);
  }
}

export function siteTexts(): SiteText[] {
  const out: SiteText[] = [];
  const messages = { hy: hyMessages, ru: ruMessages, en: enMessages };
  const site = { hy: hySite, ru: ruSite, en: enSite };
  for (const locale of LOCALES) {
    strings(messages[locale], '', (text, path) => out.push({ locale, where: `messages/${locale}.json ${path}`, text }));
    strings(FATAL_ERROR_TEXTS[locale], '', (text, path) =>
      out.push({ locale, where: `lib/app/fatal-error-texts.ts ${locale}.${path}`, text }),
    );
    for (const [slug, service] of Object.entries(site[locale].services)) {
      strings(service, '', (text, path) =>
        out.push({ locale, where: `lib/site-texts/${locale}.ts services.${slug}.${path}`, text, topic: slug }),
      );
    }
    const { services: _services, ...rest } = site[locale];
    void _services;
    strings(rest, '', (text, path) => out.push({ locale, where: `lib/site-texts/${locale}.ts ${path}`, text }));
  }
  const demo = {
    CERTIFICATES,
    DOCUMENT_TITLES,
    DOCTORS,
    GALLERY,
    GALLERY_CATEGORY_TITLES,
    NEWS,
    STATIC_PAGES,
    SERVICE_TITLES,
    REVIEWS,
    ERRORS,
    FIELD_MESSAGES,
  };
  for (const [name, value] of Object.entries(demo)) localized(value, name, undefined, out);
  return out;
}
