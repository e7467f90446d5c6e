/**
 * Demo clients: any phone that signs in becomes one, with a name, appointments and documents
 * generated from its id (the same phone always gets the same person).
 */
import { DOCTORS, type DoctorSeed } from '@/features/doctors/demo/data';
import type { APPOINTMENT_STATUSES, DOCUMENT_KINDS } from '@/features/profile/api/calls';
import type { ServiceSlug } from '@/lib/routes';
import type { Localized } from '@/mocks/lib/localized';

type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface AppointmentRecord {
  id: number;
  /** Appointments booked online carry the reference the patient was shown. */
  reference?: string;
  startsAt: string;
  durationMinutes: number;
  doctor: DoctorSeed;
  service: ServiceSlug;
  status: AppointmentStatus;
  room?: string;
}

export interface DocumentRecord {
  id: number;
  kind: DocumentKind;
  title: Localized;
  date: string;
  fileName: string;
}

export interface ClientRecord {
  id: number;
  phone: string;
  name: Localized;
  appointments: AppointmentRecord[];
  documents: DocumentRecord[];
}

const FIRST_NAMES: Localized[] = [
  { hy: 'Անի', ru: 'Ани', en: 'Ani' },
  { hy: 'Արամ', ru: 'Арам', en: 'Aram' },
  { hy: 'Մարիամ', ru: 'Мариам', en: 'Mariam' },
  { hy: 'Դավիթ', ru: 'Давид', en: 'Davit' },
  { hy: 'Լիլիթ', ru: 'Лилит', en: 'Lilit' },
  { hy: 'Տիգրան', ru: 'Тигран', en: 'Tigran' },
  { hy: 'Նարինե', ru: 'Нарине', en: 'Narine' },
  { hy: 'Գոռ', ru: 'Гор', en: 'Gor' },
  { hy: 'Սոնա', ru: 'Сона', en: 'Sona' },
  { hy: 'Հայկ', ru: 'Айк', en: 'Hayk' },
];

const SURNAMES: Localized[] = [
  { hy: 'Հակոբյան', ru: 'Акопян', en: 'Hakobyan' },
  { hy: 'Սարգսյան', ru: 'Саргсян', en: 'Sargsyan' },
  { hy: 'Խաչատրյան', ru: 'Хачатрян', en: 'Khachatryan' },
  { hy: 'Մարտիրոսյան', ru: 'Мартиросян', en: 'Martirosyan' },
  { hy: 'Գասպարյան', ru: 'Гаспарян', en: 'Gasparyan' },
  { hy: 'Բաղդասարյան', ru: 'Багдасарян', en: 'Baghdasaryan' },
  { hy: 'Ստեփանյան', ru: 'Степанян', en: 'Stepanyan' },
  { hy: 'Աբրահամյան', ru: 'Абраамян', en: 'Abrahamyan' },
];

const DURATION: Record<ServiceSlug, number> = {
  ent: 30,
  lab: 15,
  dentistry: 60,
  sonography: 30,
  rhinoplasty: 45,
  'plastic-surgery': 45,
  'maxillofacial-surgery': 60,
};

export const DOCUMENT_TITLES: Record<DocumentKind, Localized[]> = {
  lab_result: [
    { hy: 'Արյան ընդհանուր անալիզ', ru: 'Общий анализ крови', en: 'Complete blood count' },
    { hy: 'Արյան կենսաքիմիական անալիզ', ru: 'Биохимический анализ крови', en: 'Blood chemistry panel' },
    { hy: 'Վահանաձև գեղձի հորմոններ', ru: 'Гормоны щитовидной железы', en: 'Thyroid hormones' },
  ],
  imaging_report: [
    { hy: 'Որովայնի խոռոչի ՈՒՁՀ եզրակացություն', ru: 'Заключение УЗИ брюшной полости', en: 'Abdominal ultrasound report' },
    { hy: 'Վահանաձև գեղձի ՈՒՁՀ եզրակացություն', ru: 'Заключение УЗИ щитовидной железы', en: 'Thyroid ultrasound report' },
    { hy: 'Ծնոտների ԿՃՀՏ եզրակացություն', ru: 'Заключение КЛКТ челюстей', en: 'Jaw CBCT report' },
  ],
  prescription: [
    { hy: 'ԼՕՌ բժշկի նշանակումներ', ru: 'Назначения ЛОР-врача', en: 'ENT prescription' },
    { hy: 'Ստոմատոլոգի նշանակումներ', ru: 'Назначения стоматолога', en: 'Dentist’s prescription' },
  ],
  discharge_summary: [{ hy: 'Դուրսգրման համառոտագիր', ru: 'Выписной эпикриз', en: 'Discharge summary' }],
  invoice: [{ hy: 'Վճարման հաշիվ', ru: 'Счёт на оплату', en: 'Invoice' }],
};

function documentKindFor(service: ServiceSlug): DocumentKind {
  switch (service) {
    case 'lab':
      return 'lab_result';
    case 'sonography':
      return 'imaging_report';
    case 'ent':
      return 'prescription';
    case 'dentistry':
      return 'imaging_report';
    default:
      return 'discharge_summary';
  }
}

function documentTitle(kind: DocumentKind, service: ServiceSlug, pick: <T>(items: readonly T[]) => T): Localized {
  const titles = DOCUMENT_TITLES[kind];
  if (kind === 'imaging_report') return service === 'dentistry' ? titles[2] : pick(titles.slice(0, 2));
  if (kind === 'prescription') return service === 'dentistry' ? titles[1] : titles[0];
  return pick(titles);
}

/** Deterministic pseudo-random numbers (mulberry32), so a client's data is stable. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

/** A stable positive id from a phone number (FNV-1a), six digits. */
export function clientIdForPhone(phone: string): number {
  let hash = 0x811c9dc5;
  for (const char of phone) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 100000 + (hash % 900000);
}

const YEREVAN_OFFSET_HOURS = 4;

/** Local clinic time (UTC+04:00, no daylight saving) as an ISO string with offset. */
function yerevanIso(dayStartUtc: number, hour: number, minute: number): string {
  const local = new Date(dayStartUtc);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(hour)}:${pad(minute)}:00+04:00`;
}

function yerevanDay(now: number, dayOffset: number): { dayStartUtc: number; weekday: number } {
  const local = new Date(now + YEREVAN_OFFSET_HOURS * 3600_000);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + dayOffset);
  return { dayStartUtc: start, weekday: new Date(start).getUTCDay() };
}

function slot(now: number, dayOffset: number, hour: number, minute: number): string {
  let offset = dayOffset;
  // The clinic is closed on Sundays.
  if (yerevanDay(now, offset).weekday === 0) offset += dayOffset >= 0 ? 1 : -1;
  return yerevanIso(yerevanDay(now, offset).dayStartUtc, hour, minute);
}

function appointment(
  id: number,
  startsAt: string,
  doctor: DoctorSeed,
  status: AppointmentStatus,
  pick: <T>(items: readonly T[]) => T,
): AppointmentRecord {
  const service = pick(doctor.services);
  return {
    id,
    startsAt,
    durationMinutes: DURATION[service],
    doctor,
    service,
    status,
    room: service === 'lab' ? '101' : doctor.room,
  };
}

export function generateClient(id: number, phone: string, now = Date.now()): ClientRecord {
  const rnd = random(id);
  const first = rnd.pick(FIRST_NAMES);
  const last = rnd.pick(SURNAMES);
  const name: Localized = { hy: `${first.hy} ${last.hy}`, ru: `${first.ru} ${last.ru}`, en: `${first.en} ${last.en}` };

  const appointments: AppointmentRecord[] = [];
  let n = 1;
  const upcoming = rnd.int(2, 4);
  let day = 0;
  for (let i = 0; i < upcoming; i += 1) {
    day += rnd.int(2, 9);
    const startsAt = slot(now, day, rnd.int(9, 17), rnd.pick([0, 30]));
    appointments.push(appointment(id * 100 + n++, startsAt, rnd.pick(DOCTORS), 'scheduled', rnd.pick));
  }
  const past = rnd.int(3, 6);
  day = 0;
  for (let i = 0; i < past; i += 1) {
    day -= rnd.int(6, 40);
    const startsAt = slot(now, day, rnd.int(9, 17), rnd.pick([0, 30]));
    const status: AppointmentStatus = i === 1 ? 'cancelled' : 'completed';
    appointments.push(appointment(id * 100 + n++, startsAt, rnd.pick(DOCTORS), status, rnd.pick));
  }
  appointments.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));

  const completed = appointments.filter((a) => a.status === 'completed');
  const documentCount = Math.min(rnd.int(3, 5), completed.length + 1);
  const documents: DocumentRecord[] = [];
  for (let i = 0; i < documentCount; i += 1) {
    const source = completed[i % completed.length];
    const kind: DocumentKind = i === documentCount - 1 ? 'invoice' : documentKindFor(source.service);
    const date = source.startsAt.slice(0, 10);
    documents.push({
      id: id * 10 + i + 1,
      kind,
      title: documentTitle(kind, source.service, rnd.pick),
      date,
      fileName: `${kind.replace(/_/g, '-')}-${date}-${id * 10 + i + 1}.pdf`,
    });
  }
  documents.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

  return { id, phone, name, appointments, documents };
}
