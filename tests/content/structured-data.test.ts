import { describe, expect, it } from 'vitest';

import type { Doctor } from '@/features/doctors/api/calls';
import { physicianJsonLd } from '@/features/doctors/model/structured-data';
import type { NewsItem } from '@/features/news/api/calls';
import { newsArticleJsonLd } from '@/features/news/model/structured-data';
import { CLINIC_CONTACTS, CLINIC_GEO } from '@/lib/clinic';
import { browserApiOrigin } from '@/lib/env/browser';
import { publicOrigin } from '@/lib/http/public-origin';
import { medicalClinicJsonLd } from '@/lib/seo/structured-data';
import { SITE } from '@/lib/site';
import { getContent } from '@/lib/site-texts';

const address = getContent('ru').address;

const doctor: Doctor = {
  id: 1,
  slug: 'anahit-petrosyan',
  name: 'Анаит Петросян',
  specialty: 'Оториноларинголог',
  services: ['ent', 'rhinoplasty'],
  photo: { url: 'http://api.test/media/doctors/anahit.svg', width: 400, height: 500, alt: 'Анаит Петросян' },
  experienceYears: 18,
  education: ['ЕГМУ (2006)'],
  languages: [
    { code: 'hy', name: 'Армянский' },
    { code: 'ru', name: 'Русский' },
  ],
  bio: 'Первый абзац.\n\nВторой абзац.',
  featured: true,
};

const news: NewsItem = {
  id: 7,
  slug: 'flu-season-testing',
  title: 'Сезон гриппа',
  excerpt: 'ПЦР за три часа.',
  publishedAt: '2026-11-03T09:00:00+04:00',
  image: { url: 'http://api.test/media/news/flu.svg', width: 1200, height: 630, alt: '' },
  body: '<p>Текст</p>',
};

describe('structured data', () => {
  it('describes the clinic as a MedicalClinic with address, geo, phone, hours, social links and specialties', () => {
    const clinic = medicalClinicJsonLd({ locale: 'ru', address });
    expect(clinic).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      name: SITE.brand,
      telephone: CLINIC_CONTACTS.phone.e164,
      url: `${publicOrigin()}/ru`,
      address: { '@type': 'PostalAddress', streetAddress: 'ул. Туманяна, 12', addressLocality: 'Ереван', addressCountry: 'AM' },
      geo: { '@type': 'GeoCoordinates', latitude: CLINIC_GEO.lat, longitude: CLINIC_GEO.lng },
      sameAs: [CLINIC_CONTACTS.instagram.href, CLINIC_CONTACTS.telegram.href],
    });
    expect(clinic.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Monday', 'Friday']), opens: '09:00', closes: '20:00' }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' }),
    ]);
    expect(clinic.medicalSpecialty).toEqual(
      expect.arrayContaining(['https://schema.org/Otolaryngologic', 'https://schema.org/Dentistry', 'https://schema.org/PlasticSurgery']),
    );
  });

  it('describes a doctor as an IndividualPhysician who practises at the clinic', () => {
    const physician = physicianJsonLd({ doctor, locale: 'ru', address });
    expect(physician).toMatchObject({
      '@type': 'IndividualPhysician',
      name: 'Анаит Петросян',
      url: `${publicOrigin()}/ru/doctors/anahit-petrosyan`,
      image: doctor.photo.url,
      description: 'Первый абзац.',
      medicalSpecialty: ['https://schema.org/Otolaryngologic', 'https://schema.org/PlasticSurgery'],
      practicesAt: { '@type': 'MedicalClinic', '@id': medicalClinicJsonLd({ locale: 'hy', address })['@id'], name: SITE.brand },
    });
  });

  it('describes a news item as a NewsArticle in its language, published by the clinic', () => {
    expect(newsArticleJsonLd({ item: news, locale: 'ru', address })).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Сезон гриппа',
      description: 'ПЦР за три часа.',
      image: [news.image.url],
      datePublished: news.publishedAt,
      inLanguage: 'ru-RU',
      mainEntityOfPage: { '@id': `${publicOrigin()}/ru/news/flu-season-testing` },
      publisher: { name: SITE.brand },
    });
  });

  it("names the API's pictures on the site's own origin, where the pages show them", () => {
    const onApi = (url: string) => url.replace('http://api.test', browserApiOrigin());
    const article = newsArticleJsonLd({ item: { ...news, image: { ...news.image, url: onApi(news.image.url) } }, locale: 'ru', address });
    expect(article.image).toEqual([`${publicOrigin()}/media/news/flu.svg`]);
    const physician = physicianJsonLd({
      doctor: { ...doctor, photo: { ...doctor.photo, url: onApi(doctor.photo.url) } },
      locale: 'ru',
      address,
    });
    expect(physician.image).toBe(`${publicOrigin()}/media/doctors/anahit.svg`);
  });
});
