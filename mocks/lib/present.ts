/** Seed records → contract shapes in one language, with image URLs on the API's origin. */
import type { Locale } from '@/lib/config';
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

export function presentNewsSummary(item: NewsSeed, locale: Locale, origin: string): s.NewsSummary {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title[locale],
    excerpt: item.excerpt[locale],
    publishedAt: item.publishedAt,
    image: toImage(item.image, origin, locale),
  };
}

export function presentNewsItem(item: NewsSeed, locale: Locale, origin: string): s.NewsItem {
  return { ...presentNewsSummary(item, locale, origin), body: item.body[locale] };
}

export function presentDoctor(doctor: DoctorSeed, locale: Locale, origin: string): s.Doctor {
  return {
    id: doctor.id,
    slug: doctor.slug,
    name: doctor.name[locale],
    specialty: doctor.specialty[locale],
    services: doctor.services,
    photo: toImage(doctor.photo, origin, locale),
    experienceYears: doctor.experienceYears,
    education: doctor.education.map((line) => line[locale]),
    languages: doctor.languages.map((language) => ({ code: language.code, name: language.name[locale] })),
    bio: doctor.bio[locale],
    featured: doctor.featured,
  };
}

export function presentGalleryItem(item: GallerySeed, locale: Locale, origin: string): s.GalleryItem {
  return {
    id: item.id,
    title: item.title[locale],
    description: item.description[locale],
    category: { slug: item.category, title: GALLERY_CATEGORY_TITLES[item.category][locale] },
    image: toImage(item.image, origin, locale),
    thumbnail: toImage(item.thumbnail, origin, locale),
  };
}

export function presentCertificate(item: CertificateSeed, locale: Locale, origin: string): s.Certificate {
  return {
    id: item.id,
    title: item.title[locale],
    issuer: item.issuer[locale],
    year: item.year,
    image: toImage(item.image, origin, locale),
  };
}

export function presentReview(item: ReviewSeed, locale: Locale): s.Review {
  return {
    id: item.id,
    author: item.author[locale],
    text: item.text[locale],
    rating: item.rating,
    date: item.date,
    ...(item.service ? { service: item.service } : {}),
  };
}

export function presentStaticPage(page: StaticPageSeed, locale: Locale): s.StaticPage {
  return { slug: page.slug, title: page.title[locale], body: page.body[locale], updatedAt: page.updatedAt };
}

export function presentClient(client: ClientRecord, locale: Locale): s.Client {
  return { id: client.id, name: client.name[locale], phone: client.phone };
}

export function presentAppointment(item: AppointmentRecord, locale: Locale): s.Appointment {
  return {
    id: item.id,
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
