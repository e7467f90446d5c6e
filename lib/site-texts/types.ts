import type { ServiceSlug } from '@/lib/routes';
import type { ProcedureId, ProcedureText } from '@/lib/site-texts/procedures';

export interface Question {
  question: string;
  answer: string;
}

export interface ServiceContent<S extends ServiceSlug = ServiceSlug> {
  /** One sentence for cards and the meta description. */
  summary: string;
  /** The lead paragraph of the service page. */
  intro: string;
  treats: string[];
  /** The texts of the service's procedures, by id; order and prices are in lib/site-texts/procedures.ts. */
  procedures: Record<ProcedureId<S>, ProcedureText>;
  faq: Question[];
}

export interface TitledText {
  title: string;
  text: string;
}

export interface AboutContent {
  lead: string;
  story: string[];
  milestones: { year: number; text: string }[];
  values: TitledText[];
}

export interface ForeignClientsContent {
  lead: string;
  languages: string[];
  offer: TitledText[];
  steps: TitledText[];
  remote: { text: string; points: string[] };
  travel: TitledText[];
  faq: Question[];
}

export interface HomeContent {
  /** Short facts shown in the hero, e.g. "15 years of care". */
  facts: { value: string; label: string }[];
  trust: TitledText[];
}

export interface ClinicAddress {
  street: string;
  city: string;
  postalCode: string;
  /** How to find the entrance, public transport, parking. */
  directions: string[];
}

/** Everything the site writes itself (the API has no call for it), in one language. */
export interface SiteContent {
  services: { [S in ServiceSlug]: ServiceContent<S> };
  about: AboutContent;
  foreignClients: ForeignClientsContent;
  home: HomeContent;
  address: ClinicAddress;
  /** Shown under the privacy policy: what each part of the site sends, and to whom. */
  privacy: { title: string; intro: string; items: TitledText[] };
}
