/**
 * The documents of the search in one language, from the same sources as the pages: the site's own
 * texts (services, about us, international patients, contacts) and the clinic API's doctors, news
 * and static pages through the server API layer, whose calls carry the pages' cache tags.
 */
import 'server-only';

import { getStaticPages } from '@/features/content/server';
import { getDoctors } from '@/features/doctors/server';
import { getAllNewsItems } from '@/features/news/server';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/locales';
import { doctorRoute, newsRoute, SERVICE_SLUGS, serviceRoute, staticContentRoute } from '@/lib/routes';
import { getContent, type Question, type TitledText } from '@/lib/site-texts';

import type { SearchDocument } from '../model/types';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Text of an HTML fragment: tags become spaces, the common entities their characters. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
const titled = (items: readonly TitledText[]) => items.map((item) => `${item.title}. ${item.text}`).join(' ');
const questions = (items: readonly Question[]) => items.map((item) => `${item.question} ${item.answer}`).join(' ');

/** The pages the site writes itself: services, about us, international patients, contacts. */
export async function siteDocuments(locale: Locale): Promise<SearchDocument[]> {
  const messages = await loadMessages(locale);
  const content = getContent(locale);
  const services: SearchDocument[] = SERVICE_SLUGS.map((slug) => {
    const text = content.services[slug];
    const procedures = Object.values(text.procedures).map((procedure) => procedure.name);
    return {
      id: `service:${slug}`,
      kind: 'service',
      title: messages.Services[slug],
      path: serviceRoute(slug),
      text: join(text.summary, text.intro, text.treats.join(', '), procedures.join(', '), questions(text.faq)),
    };
  });
  const { about, foreignClients, address } = content;
  return [
    ...services,
    {
      id: 'page:about',
      kind: 'page',
      title: messages.Pages.about.title,
      path: '/about-us',
      text: join(about.lead, ...about.story, ...about.milestones.map((m) => `${m.year}: ${m.text}`), titled(about.values)),
    },
    {
      id: 'page:foreign-clients',
      kind: 'page',
      title: messages.Pages.foreignClients.title,
      path: '/foreign-clients',
      text: join(
        foreignClients.lead,
        titled(foreignClients.offer),
        titled(foreignClients.steps),
        foreignClients.remote.text,
        foreignClients.remote.points.join(', '),
        titled(foreignClients.travel),
        questions(foreignClients.faq),
      ),
    },
    {
      id: 'page:contacts',
      kind: 'page',
      title: messages.Pages.contacts.title,
      path: '/contacts',
      text: join(messages.Pages.contacts.description, address.street, address.city, ...address.directions),
    },
  ];
}

/** Doctors, news (with their bodies) and the static pages, from the clinic API. */
export async function apiDocuments(locale: Locale): Promise<SearchDocument[]> {
  const [doctors, news, pages] = await Promise.all([getDoctors(locale), getAllNewsItems(locale), getStaticPages(locale)]);
  return [
    ...doctors.map((doctor): SearchDocument => ({
      id: `doctor:${doctor.slug}`,
      kind: 'doctor',
      title: doctor.name,
      path: doctorRoute(doctor.slug),
      text: join(doctor.specialty, doctor.bio, doctor.education.join('. '), doctor.languages.join(', ')),
    })),
    ...news.map((item): SearchDocument => ({
      id: `news:${item.slug}`,
      kind: 'news',
      title: item.title,
      path: newsRoute(item.slug),
      text: join(item.excerpt, htmlToText(item.body)),
    })),
    ...pages.map((page): SearchDocument => ({
      id: `page:${page.slug}`,
      kind: 'page',
      title: page.title,
      path: staticContentRoute(page.slug),
      text: htmlToText(page.body),
    })),
  ];
}
