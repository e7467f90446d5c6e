/**
 * The procedures of each service, once for every language: their ids (the keys of the procedure texts
 * in lib/site-texts), the order of the price table, the starting price in Armenian drams and, for an operation,
 * its anesthesia (which decides the night in the ward: lib/clinic.ts).
 */
import type { Anesthesia } from '@/lib/clinic';
import type { ServiceSlug } from '@/lib/routes';

export const PROCEDURES = {
  ent: [
    { id: 'ent-consultation-with-video-endoscopy', priceFrom: 12000 },
    { id: 'pure-tone-audiometry', priceFrom: 8000 },
    { id: 'tympanometry', priceFrom: 5000 },
    { id: 'sinus-lavage', priceFrom: 6000 },
    { id: 'septoplasty', priceFrom: 350000, anesthesia: 'general' },
    { id: 'tonsillectomy', priceFrom: 280000, anesthesia: 'general' },
  ],
  lab: [
    { id: 'complete-blood-count-with-differential', priceFrom: 3000 },
    { id: 'tsh-and-free-t4', priceFrom: 6500 },
    { id: 'vitamin-d-25-oh', priceFrom: 9000 },
    { id: 'pre-operative-panel', priceFrom: 18000 },
    { id: 'pcr-for-influenza-a-b-and-covid-19', priceFrom: 12000 },
  ],
  dentistry: [
    { id: 'dentist-consultation', priceFrom: 5000 },
    { id: 'professional-hygiene', priceFrom: 25000 },
    { id: 'composite-filling', priceFrom: 20000 },
    { id: 'root-canal-treatment', priceFrom: 45000 },
    { id: 'dental-implant-without-crown', priceFrom: 320000 },
    { id: 'cone-beam-ct-of-the-jaws', priceFrom: 15000 },
  ],
  sonography: [
    { id: 'abdominal-ultrasound', priceFrom: 12000 },
    { id: 'thyroid-ultrasound', priceFrom: 8000 },
    { id: 'echocardiography', priceFrom: 15000 },
    { id: 'doppler-scan-of-the-leg-veins', priceFrom: 14000 },
    { id: 'pregnancy-ultrasound', priceFrom: 14000 },
    { id: 'liver-elastography', priceFrom: 15000 },
  ],
  rhinoplasty: [
    { id: 'consultation-with-computer-modeling', priceFrom: 20000 },
    { id: 'rhinoplasty-of-the-nasal-tip', priceFrom: 650000, anesthesia: 'general' },
    { id: 'open-septorhinoplasty', priceFrom: 950000, anesthesia: 'general' },
    { id: 'revision-rhinoplasty', priceFrom: 1200000, anesthesia: 'general' },
  ],
  'plastic-surgery': [
    { id: 'plastic-surgeon-consultation', priceFrom: 15000 },
    { id: 'upper-blepharoplasty', priceFrom: 300000, anesthesia: 'local' },
    { id: 'otoplasty', priceFrom: 350000, anesthesia: 'local' },
    { id: 'breast-augmentation', priceFrom: 1300000, anesthesia: 'general' },
    { id: 'abdominoplasty', priceFrom: 1100000, anesthesia: 'general' },
    { id: 'scar-revision', priceFrom: 90000, anesthesia: 'local' },
  ],
  'maxillofacial-surgery': [
    { id: 'maxillofacial-consultation-with-3d-scan', priceFrom: 12000 },
    { id: 'removal-of-an-impacted-wisdom-tooth', priceFrom: 45000, anesthesia: 'local' },
    { id: 'sinus-lift', priceFrom: 250000, anesthesia: 'local' },
    { id: 'bone-grafting', priceFrom: 200000, anesthesia: 'local' },
    { id: 'removal-of-a-jaw-cyst', priceFrom: 150000, anesthesia: 'local' },
  ],
} as const satisfies Record<ServiceSlug, ReadonlyArray<{ id: string; priceFrom: number; anesthesia?: Anesthesia }>>;

/** The ids of one service's procedures. */
export type ProcedureId<S extends ServiceSlug> = (typeof PROCEDURES)[S][number]['id'];

export interface ProcedureText {
  name: string;
  /** Written out in the page's language, e.g. "30–40 min". */
  duration: string;
}

export interface Procedure extends ProcedureText {
  id: string;
  /** Starting price in Armenian drams. */
  priceFrom: number;
}

/** One service's price table: the shared order and prices with the texts of one language. */
export function procedureTable(service: ServiceSlug, texts: Readonly<Record<string, ProcedureText>>): Procedure[] {
  return PROCEDURES[service].map(({ id, priceFrom }) => ({ id, priceFrom, ...texts[id] }));
}
