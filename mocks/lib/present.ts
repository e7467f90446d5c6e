/** Seed records → contract shapes in one language, with image URLs on the API's origin. */
import type { Locale } from '@/lib/config';
import type { Localized } from '../data/localized';
import type * as s from '@/lib/api/contract';
import type { AppointmentRecord, ClientRecord, DocumentRecord } from '../data/clients';
import type { CertificateSeed } from '../data/certificates';
import type { DoctorSeed } from '../data/doctors';
import { GALLERY_CATEGORY_TITLES, type GallerySeed } from '../data/gallery';
import { toImage } from '../data/images';
import type { NewsSeed } from '../data/news';
import type { StaticPageSeed } from '../data/pages';
import { SERVICE_TITLES } from '../data/services';
import type { ReviewSeed } from '../data/reviews';
import { documentPdf } from './documents';

/** The named texts of a seed in one language (a seed keeps each of them in the three languages). */
function texts<K extends string>(seed: Record<NoInfer<K>, Localized>, locale: Locale, ...keys: K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, seed[key][locale]])) as Record<K, string>;
}

export function presentNewsSummary(item: NewsSeed, locale: Locale, origin: string): s.NewsSummary {
  return {
    id: item.id,
    slug: item.slug,
    ...texts(item, locale, 'title', 'excerpt'),
    publishedAt: item.publishedAt,
    image: toImage(item.image, origin, locale),
  };
}

export function presentNewsItem(item: NewsSeed, locale: Locale, origin: string): s.NewsItem {
  return { ...presentNewsSummary(item, locale, origin), ...texts(item, locale, 'body') };
}

export function presentDoctor(doctor: DoctorSeed, locale: Locale, origin: string): s.Doctor {
  return {
    id: doctor.id,
    slug: doctor.slug,
    ...texts(doctor, locale, 'name', 'specialty', 'bio'),
    services: doctor.services,
    photo: toImage(doctor.photo, origin, locale),
    experienceYears: doctor.experienceYears,
    education: doctor.education.map((line) => line[locale]),
    languages: doctor.languages.map((language) => ({ code: language.code, name: language.name[locale] })),
    featured: doctor.featured,
  };
}

export function presentGalleryItem(item: GallerySeed, locale: Locale, origin: string): s.GalleryItem {
  return {
    id: item.id,
    ...texts(item, locale, 'title', 'description'),
    category: { slug: item.category, title: GALLERY_CATEGORY_TITLES[item.category][locale] },
    image: toImage(item.image, origin, locale),
    thumbnail: toImage(item.thumbnail, origin, locale),
  };
}

export function presentCertificate(item: CertificateSeed, locale: Locale, origin: string): s.Certificate {
  return {
    id: item.id,
    ...texts(item, locale, 'title', 'issuer'),
    year: item.year,
    image: toImage(item.image, origin, locale),
  };
}

export function presentReview(item: ReviewSeed, locale: Locale): s.Review {
  return {
    id: item.id,
    ...texts(item, locale, 'author', 'text'),
    rating: item.rating,
    date: item.date,
    ...(item.service ? { service: item.service } : {}),
  };
}

export function presentStaticPage(page: StaticPageSeed, locale: Locale): s.StaticPage {
  return { slug: page.slug, ...texts(page, locale, 'title', 'body'), updatedAt: page.updatedAt };
}

export function presentClient(client: ClientRecord, locale: Locale): s.Client {
  return { id: client.id, name: client.name[locale], phone: client.phone };
}

export function presentAppointment(item: AppointmentRecord, locale: Locale): s.Appointment {
  return {
    id: item.id,
    ...(item.reference ? { reference: item.reference } : {}),
    startsAt: item.startsAt,
    durationMinutes: item.durationMinutes,
    doctor: { slug: item.doctor.slug, name: item.doctor.name[locale], specialty: item.doctor.specialty[locale] },
    service: item.service,
    serviceTitle: SERVICE_TITLES[item.service][locale],
    status: item.status,
    ...(item.room ? { room: item.room } : {}),
  };
}

export function presentDocument(client: ClientRecord, item: DocumentRecord, locale: Locale): s.ClientDocument {
  return {
    id: item.id,
    title: item.title[locale],
    kind: item.kind,
    date: item.date,
    sizeBytes: documentPdf(client, item).byteLength,
    fileName: item.fileName,
    mimeType: 'application/pdf',
  };
}
