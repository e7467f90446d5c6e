import { PATIENT_AGES } from '@/lib/clinic';
import type { ServiceSlug } from '@/lib/routes';
import { defineMedia, PALETTE, portraitSvg, type ImageRef, type PortraitLook } from '@/mocks/lib/images';
import type { Localized } from '@/mocks/lib/localized';

export interface DoctorSeed {
  id: number;
  slug: string;
  name: Localized;
  specialty: Localized;
  services: ServiceSlug[];
  photo: ImageRef;
  experienceYears: number;
  education: Localized[];
  languages: SpokenLanguage[];
  bio: Localized;
  featured: boolean;
  /** Cabinet where the doctor receives (appointments). */
  room: string;
}

/** A language a doctor consults in: its ISO 639 code and its name in each interface language. */
export interface SpokenLanguage {
  code: string;
  name: Localized;
}

/** Names as Armenian and Russian write them inside a list: lower case (the page capitalizes the list's first word). */
const LANG = {
  hy: { code: 'hy', name: { hy: 'հայերեն', ru: 'армянский', en: 'Armenian' } },
  ru: { code: 'ru', name: { hy: 'ռուսերեն', ru: 'русский', en: 'Russian' } },
  en: { code: 'en', name: { hy: 'անգլերեն', ru: 'английский', en: 'English' } },
  fr: { code: 'fr', name: { hy: 'ֆրանսերեն', ru: 'французский', en: 'French' } },
  de: { code: 'de', name: { hy: 'գերմաներեն', ru: 'немецкий', en: 'German' } },
} satisfies Record<string, SpokenLanguage>;

const YSMU: Localized = {
  hy: 'Մխիթար Հերացու անվան Երևանի պետական բժշկական համալսարան',
  ru: 'Ереванский государственный медицинский университет имени Мхитара Гераци',
  en: 'Mkhitar Heratsi Yerevan State Medical University',
};

function edu(what: Localized, year: number): Localized {
  return { hy: `${what.hy} (${year})`, ru: `${what.ru} (${year})`, en: `${what.en} (${year})` };
}

function degree(faculty: Localized, year: number): Localized {
  return edu({ hy: `${YSMU.hy}, ${faculty.hy}`, ru: `${YSMU.ru}, ${faculty.ru}`, en: `${YSMU.en}, ${faculty.en}` }, year);
}

const GENERAL_MEDICINE: Localized = { hy: 'բուժական գործ', ru: 'лечебное дело', en: 'General Medicine' };
const STOMATOLOGY: Localized = { hy: 'ստոմատոլոգիա', ru: 'стоматология', en: 'Dentistry' };

function photo(slug: string, name: Localized, look: PortraitLook): ImageRef {
  const path = defineMedia(`doctors/${slug}.svg`, 400, 500, () => portraitSvg(look));
  return {
    path,
    alt: { hy: `${name.hy}, լուսանկար`, ru: `${name.ru}, фотография`, en: `Photo of ${name.en}` },
  };
}

const SKIN = ['#f0c9a8', '#e8b894', '#d9a27c'];
const HAIR = ['#2b1d14', '#4a2c1d', '#8a5a3b', '#6b6b6b'];

function look(i: number, longHair: boolean): PortraitLook {
  const backgrounds = [PALETTE.mist, '#fdf1e2', '#eaf6ef', '#e6f7fd'];
  return {
    skin: SKIN[i % SKIN.length],
    hair: HAIR[i % HAIR.length],
    coat: i % 3 === 0 ? PALETTE.white : i % 3 === 1 ? PALETTE.sky : PALETTE.deep,
    background: backgrounds[i % backgrounds.length],
    longHair,
  };
}

function doctor(seed: Omit<DoctorSeed, 'photo'> & { longHair: boolean }): DoctorSeed {
  const { longHair, ...rest } = seed;
  return { ...rest, photo: photo(seed.slug, seed.name, look(seed.id, longHair)) };
}

export const DOCTORS: DoctorSeed[] = [
  doctor({
    id: 1,
    slug: 'anahit-petrosyan',
    name: { hy: 'Անահիտ Պետրոսյան', ru: 'Анаит Петросян', en: 'Anahit Petrosyan' },
    specialty: { hy: 'Քիթ-կոկորդ-ականջաբան', ru: 'Оториноларинголог', en: 'Otorhinolaryngologist (ENT)' },
    services: ['ent'],
    experienceYears: 18,
    education: [
      edu(
        {
          hy: 'Ֆունկցիոնալ էնդոսկոպիկ սինուսային վիրաբուժության դասընթաց, Վիեննա',
          ru: 'Курс функциональной эндоскопической хирургии околоносовых пазух, Вена',
          en: 'Course in functional endoscopic sinus surgery, Vienna',
        },
        2016,
      ),
      edu(
        {
          hy: 'Կլինիկական օրդինատուրա, քիթ-կոկորդ-ականջաբանություն',
          ru: 'Клиническая ординатура по оториноларингологии',
          en: 'Residency in otorhinolaryngology',
        },
        2008,
      ),
      degree(GENERAL_MEDICINE, 2006),
    ],
    languages: [LANG.hy, LANG.ru, LANG.en],
    bio: {
      hy: 'Անահիտ Պետրոսյանն ընդունում է մեծահասակներին և երեխաներին՝ քթի, կոկորդի և ականջի հիվանդություններով։ Հատուկ ուշադրություն է դարձնում սինուսիտների, ալերգիկ ռինիտի և լսողության խանգարումների ախտորոշմանը։\n\nԱշխատանքում կիրառում է տեսաէնդոսկոպիա և աուդիոմետրիա, որպեսզի պացիենտը տեսնի իր հետազոտության արդյունքը հենց ընդունելության ժամանակ։',
      ru: 'Анаит Петросян принимает взрослых и детей с заболеваниями уха, горла и носа. Особое внимание уделяет диагностике синуситов, аллергического ринита и нарушений слуха.\n\nНа приёме использует видеоэндоскопию и аудиометрию, чтобы пациент видел результат обследования сразу.',
      en: 'Anahit Petrosyan sees adults and children with ear, nose and throat conditions, with a particular focus on sinusitis, allergic rhinitis and hearing loss.\n\nShe uses video endoscopy and audiometry during the visit, so patients see the findings of their examination right away.',
    },
    featured: true,
    room: '204',
    longHair: true,
  }),
  doctor({
    id: 2,
    slug: 'armen-grigoryan',
    name: { hy: 'Արմեն Գրիգորյան', ru: 'Армен Григорян', en: 'Armen Grigoryan' },
    specialty: { hy: 'ԼՕՌ վիրաբույժ', ru: 'ЛОР-хирург', en: 'ENT surgeon' },
    services: ['ent', 'rhinoplasty'],
    experienceYears: 22,
    education: [
      edu(
        {
          hy: 'Ֆունկցիոնալ ռինոպլաստիկայի վերապատրաստում, Միլան',
          ru: 'Стажировка по функциональной ринопластике, Милан',
          en: 'Fellowship in functional rhinoplasty, Milan',
        },
        2013,
      ),
      edu(
        {
          hy: 'Կլինիկական օրդինատուրա, քիթ-կոկորդ-ականջաբանություն',
          ru: 'Клиническая ординатура по оториноларингологии',
          en: 'Residency in otorhinolaryngology',
        },
        2004,
      ),
      degree(GENERAL_MEDICINE, 2002),
    ],
    languages: [LANG.hy, LANG.ru, LANG.en],
    bio: {
      hy: 'Արմեն Գրիգորյանը կատարում է քթի միջնապատի ուղղում, սեպտոռինոպլաստիկա, նշիկների և ադենոիդների հեռացում։ Տարեկան կատարում է ավելի քան 300 վիրահատություն։\n\nՆրա սկզբունքն է՝ նախ վերականգնել քթային շնչառությունը, հետո միայն մտածել ձևի մասին։',
      ru: 'Армен Григорян выполняет септопластику, септоринопластику, удаление миндалин и аденоидов. Проводит более 300 операций в год.\n\nЕго принцип: сначала восстановить носовое дыхание, и лишь затем думать о форме.',
      en: 'Armen Grigoryan performs septoplasty, septorhinoplasty, tonsillectomy and adenoidectomy, with more than 300 operations a year.\n\nHis rule is simple: restore nasal breathing first, then think about shape.',
    },
    featured: true,
    room: '206',
    longHair: false,
  }),
  doctor({
    id: 3,
    slug: 'lilit-hovhannisyan',
    name: { hy: 'Լիլիթ Հովհաննիսյան', ru: 'Лилит Оганесян', en: 'Lilit Hovhannisyan' },
    specialty: {
      hy: 'Կլինիկական լաբորատոր ախտորոշման բժիշկ',
      ru: 'Врач клинической лабораторной диагностики',
      en: 'Laboratory medicine physician',
    },
    services: ['lab'],
    experienceYears: 15,
    education: [
      edu(
        {
          hy: 'Լաբորատոր որակի կառավարման դասընթաց, Մոսկվա',
          ru: 'Курс управления качеством в лаборатории, Москва',
          en: 'Course in laboratory quality management, Moscow',
        },
        2019,
      ),
      edu(
        {
          hy: 'Կլինիկական օրդինատուրա, լաբորատոր ախտորոշում',
          ru: 'Клиническая ординатура по лабораторной диагностике',
          en: 'Residency in laboratory medicine',
        },
        2011,
      ),
      degree(GENERAL_MEDICINE, 2009),
    ],
    languages: [LANG.hy, LANG.ru],
    bio: {
      hy: 'Լիլիթ Հովհաննիսյանը ղեկավարում է կլինիկայի լաբորատորիան։ Նրա թիմը կատարում է արյան, մեզի, հորմոնների, վիտամինների և վարակների ավելի քան 400 տեսակի հետազոտություն։\n\nԼաբորատորիան մասնակցում է որակի արտաքին գնահատման միջազգային ծրագրերին, իսկ արդյունքների մեծ մասը պատրաստ է լինում նույն օրը։',
      ru: 'Лилит Оганесян руководит лабораторией клиники. Её команда выполняет более 400 видов анализов крови, мочи, гормонов, витаминов и инфекций.\n\nЛаборатория участвует в международных программах внешней оценки качества, большинство результатов готово в тот же день.',
      en: 'Lilit Hovhannisyan heads the clinic’s laboratory. Her team runs more than 400 tests of blood, urine, hormones, vitamins and infections.\n\nThe laboratory takes part in international external quality assessment schemes, and most results are ready the same day.',
    },
    featured: false,
    room: '105',
    longHair: true,
  }),
  doctor({
    id: 4,
    slug: 'davit-sargsyan',
    name: { hy: 'Դավիթ Սարգսյան', ru: 'Давид Саргсян', en: 'Davit Sargsyan' },
    specialty: { hy: 'Ստոմատոլոգ-իմպլանտոլոգ', ru: 'Стоматолог-имплантолог', en: 'Dentist, implantologist' },
    services: ['dentistry'],
    experienceYears: 14,
    education: [
      edu(
        {
          hy: 'Իմպլանտոլոգիայի միջազգային թիմի (ITI) դասընթաց, Բեռն',
          ru: 'Курс Международной команды имплантологов (ITI), Берн',
          en: 'International Team for Implantology (ITI) course, Bern',
        },
        2018,
      ),
      degree(STOMATOLOGY, 2010),
    ],
    languages: [LANG.hy, LANG.ru, LANG.en, LANG.de],
    bio: {
      hy: 'Դավիթ Սարգսյանն զբաղվում է ատամների իմպլանտացիայով և պրոթեզավորմամբ։ Բուժումը պլանավորում է կոնաճառագայթային համակարգչային տոմոգրաֆիայի հիման վրա, ինչը թույլ է տալիս իմպլանտը տեղադրել ճշգրիտ և նվազագույն միջամտությամբ։\n\nՀամբերատար է այն պացիենտների հետ, որոնք վախենում են ստոմատոլոգից․ առաջին այցը միշտ սկսվում է զրույցից։',
      ru: 'Давид Саргсян занимается имплантацией и протезированием зубов. Планирует лечение по данным конусно-лучевой компьютерной томографии, что позволяет установить имплантат точно и с минимальным вмешательством.\n\nТерпелив с пациентами, которые боятся стоматолога: первый визит всегда начинается с разговора.',
      en: 'Davit Sargsyan places dental implants and restores them with crowns and bridges. He plans every case on cone-beam CT, so implants go in precisely and with as little intervention as possible.\n\nHe is patient with people who fear the dentist: a first visit always starts with a conversation.',
    },
    featured: true,
    room: '110',
    longHair: false,
  }),
  doctor({
    id: 5,
    slug: 'mariam-karapetyan',
    name: { hy: 'Մարիամ Կարապետյան', ru: 'Мариам Карапетян', en: 'Mariam Karapetyan' },
    specialty: { hy: 'Ստոմատոլոգ-թերապևտ', ru: 'Стоматолог-терапевт', en: 'Dentist (restorative and endodontic care)' },
    services: ['dentistry'],
    experienceYears: 9,
    education: [
      edu(
        {
          hy: 'Մանրադիտակային էնդոդոնտիայի դասընթաց, Թբիլիսի',
          ru: 'Курс микроскопической эндодонтии, Тбилиси',
          en: 'Course in microscope-assisted endodontics, Tbilisi',
        },
        2021,
      ),
      degree(STOMATOLOGY, 2016),
    ],
    languages: [LANG.hy, LANG.ru, LANG.en],
    bio: {
      hy: `Մարիամ Կարապետյանը բուժում է կարիեսը և դրա բարդությունները, մանրադիտակի ներքո բուժում է արմատախողովակները և կատարում է գեղագիտական վերականգնում։ Ընդունում է նաև երեխաներին՝ ${PATIENT_AGES.dentistryChildrenFromYears} տարեկանից։\n\nԽորհուրդ է տալիս տարին երկու անգամ կատարել ատամների մասնագիտական մաքրում․ այն ավելի էժան է, քան ցանկացած բուժում։`,
      ru: `Мариам Карапетян лечит кариес и его осложнения, лечит корневые каналы под микроскопом и выполняет эстетические реставрации. Принимает и детей — с ${PATIENT_AGES.dentistryChildrenFromYears} лет.\n\nСоветует профессиональную гигиену дважды в год: это дешевле любого лечения.`,
      en: `Mariam Karapetyan treats cavities and their complications, performs root canal treatment under the microscope and does esthetic restorations. She also sees children from the age of ${PATIENT_AGES.dentistryChildrenFromYears}.\n\nHer advice: a professional cleaning twice a year costs less than any treatment.`,
    },
    featured: false,
    room: '112',
    longHair: true,
  }),
  doctor({
    id: 6,
    slug: 'narek-avetisyan',
    name: { hy: 'Նարեկ Ավետիսյան', ru: 'Нарек Аветисян', en: 'Narek Avetisyan' },
    specialty: { hy: 'Ուլտրաձայնային ախտորոշման բժիշկ', ru: 'Врач ультразвуковой диагностики', en: 'Ultrasound physician' },
    services: ['sonography'],
    experienceYears: 12,
    education: [
      edu(
        {
          hy: 'Անոթների դոպլերոգրաֆիայի դասընթաց, Սանկտ Պետերբուրգ',
          ru: 'Курс допплерографии сосудов, Санкт-Петербург',
          en: 'Course in vascular Doppler ultrasound, Saint Petersburg',
        },
        2017,
      ),
      edu(
        {
          hy: 'Կլինիկական օրդինատուրա, ճառագայթային ախտորոշում',
          ru: 'Клиническая ординатура по лучевой диагностике',
          en: 'Residency in diagnostic radiology',
        },
        2014,
      ),
      degree(GENERAL_MEDICINE, 2012),
    ],
    languages: [LANG.hy, LANG.ru],
    bio: {
      hy: 'Նարեկ Ավետիսյանը կատարում է որովայնի խոռոչի, վահանաձև գեղձի, կաթնագեղձերի, փոքր կոնքի օրգանների և անոթների ուլտրաձայնային հետազոտություն։\n\nԵզրակացությունը տալիս է հետազոտությունից անմիջապես հետո և բացատրում է այն պարզ լեզվով։',
      ru: 'Нарек Аветисян проводит УЗИ органов брюшной полости, щитовидной и молочных желёз, органов малого таза и сосудов.\n\nЗаключение выдаёт сразу после исследования и объясняет его простыми словами.',
      en: 'Narek Avetisyan performs ultrasound of the abdomen, thyroid, breasts, pelvic organs and blood vessels.\n\nHe writes the report right after the scan and explains it in plain words.',
    },
    featured: true,
    room: '210',
    longHair: false,
  }),
  doctor({
    id: 7,
    slug: 'sona-mkrtchyan',
    name: { hy: 'Սոնա Մկրտչյան', ru: 'Сона Мкртчян', en: 'Sona Mkrtchyan' },
    specialty: { hy: 'Ուլտրաձայնային ախտորոշման բժիշկ', ru: 'Врач ультразвуковой диагностики', en: 'Ultrasound physician' },
    services: ['sonography'],
    experienceYears: 7,
    education: [
      edu(
        {
          hy: 'Մանկական ուլտրաձայնային ախտորոշման դասընթաց, Երևան',
          ru: 'Курс детской ультразвуковой диагностики, Ереван',
          en: 'Course in pediatric ultrasound, Yerevan',
        },
        2022,
      ),
      degree(GENERAL_MEDICINE, 2017),
    ],
    languages: [LANG.hy, LANG.ru, LANG.fr],
    bio: {
      hy: 'Սոնա Մկրտչյանը կատարում է մեծահասակների և երեխաների ուլտրաձայնային հետազոտություններ, այդ թվում՝ նորածինների կոնքազդրային հոդերի և ուղեղի (նեյրոսոնոգրաֆիա)։\n\nԵրեխաների հետ աշխատում է հանգիստ, առանց շտապելու․ հետազոտությունն ընթանում է առանց արցունքների։',
      ru: 'Сона Мкртчян проводит УЗИ взрослым и детям, в том числе тазобедренных суставов и головного мозга новорождённых (нейросонографию).\n\nС детьми работает в спокойном темпе: исследование проходит без слёз.',
      en: 'Sona Mkrtchyan performs ultrasound for adults and children, including hip and brain scans of newborns (neurosonography).\n\nShe works at a calm pace with children, so the scan goes without tears.',
    },
    featured: false,
    room: '212',
    longHair: true,
  }),
  doctor({
    id: 8,
    slug: 'gayane-manukyan',
    name: { hy: 'Գայանե Մանուկյան', ru: 'Гаяне Манукян', en: 'Gayane Manukyan' },
    specialty: { hy: 'Պլաստիկ վիրաբույժ', ru: 'Пластический хирург', en: 'Plastic surgeon' },
    services: ['plastic-surgery', 'rhinoplasty'],
    experienceYears: 16,
    education: [
      edu(
        {
          hy: 'Դեմքի պլաստիկ վիրաբուժության եվրոպական ակադեմիայի դիպլոմ',
          ru: 'Диплом Европейской академии лицевой пластической хирургии',
          en: 'Diploma of the European Academy of Facial Plastic Surgery',
        },
        2015,
      ),
      edu(
        {
          hy: 'Կլինիկական օրդինատուրա, պլաստիկ և վերականգնողական վիրաբուժություն',
          ru: 'Клиническая ординатура по пластической и реконструктивной хирургии',
          en: 'Residency in plastic and reconstructive surgery',
        },
        2010,
      ),
      degree(GENERAL_MEDICINE, 2008),
    ],
    languages: [LANG.hy, LANG.ru, LANG.en],
    bio: {
      hy: 'Գայանե Մանուկյանը կատարում է ռինոպլաստիկա, բլեֆարոպլաստիկա, ականջների պլաստիկա և դեմքի վերականգնողական վիրահատություններ։\n\nՎիրահատությունից առաջ պացիենտի հետ համաձայնեցնում է արդյունքի համակարգչային մոդելը, որպեսզի ակնկալիքները լինեն իրատեսական։',
      ru: 'Гаяне Манукян выполняет ринопластику, блефаропластику, отопластику и реконструктивные операции на лице.\n\nДо операции согласовывает с пациентом компьютерную модель результата, чтобы ожидания были реалистичными.',
      en: 'Gayane Manukyan performs rhinoplasty, blepharoplasty, otoplasty and reconstructive facial surgery.\n\nBefore an operation she goes over a computer model of the result with the patient, so expectations stay realistic.',
    },
    featured: true,
    room: '220',
    longHair: true,
  }),
  doctor({
    id: 9,
    slug: 'hayk-vardanyan',
    name: { hy: 'Հայկ Վարդանյան', ru: 'Айк Варданян', en: 'Hayk Vardanyan' },
    specialty: { hy: 'Պլաստիկ վիրաբույժ', ru: 'Пластический хирург', en: 'Plastic surgeon' },
    services: ['plastic-surgery'],
    experienceYears: 11,
    education: [
      edu(
        {
          hy: 'Մարմնի կոնտուրային պլաստիկայի վերապատրաստում, Փարիզ',
          ru: 'Стажировка по контурной пластике тела, Париж',
          en: 'Fellowship in body contouring surgery, Paris',
        },
        2019,
      ),
      edu(
        {
          hy: 'Կլինիկական օրդինատուրա, ընդհանուր վիրաբուժություն',
          ru: 'Клиническая ординатура по общей хирургии',
          en: 'Residency in general surgery',
        },
        2015,
      ),
      degree(GENERAL_MEDICINE, 2013),
    ],
    languages: [LANG.hy, LANG.ru, LANG.fr],
    bio: {
      hy: 'Հայկ Վարդանյանը կատարում է մարմնի կոնտուրային պլաստիկա, աբդոմինոպլաստիկա և հետվիրահատական սպիների ուղղում։\n\nՎերականգնման շրջանում անձամբ է հետևում պացիենտին՝ պարբերական զննումներով և հեռախոսային կապով։',
      ru: 'Айк Варданян выполняет контурную пластику тела, абдоминопластику и коррекцию послеоперационных рубцов.\n\nВ период восстановления лично ведёт пациента: регулярные осмотры и связь по телефону.',
      en: 'Hayk Vardanyan performs body contouring, abdominoplasty and scar revision.\n\nHe follows each patient personally through recovery, with regular follow-up visits and a direct phone line.',
    },
    featured: false,
    room: '222',
    longHair: false,
  }),
  doctor({
    id: 10,
    slug: 'tigran-harutyunyan',
    name: { hy: 'Տիգրան Հարությունյան', ru: 'Тигран Арутюнян', en: 'Tigran Harutyunyan' },
    specialty: { hy: 'Դիմածնոտային վիրաբույժ', ru: 'Челюстно-лицевой хирург', en: 'Oral and maxillofacial surgeon' },
    services: ['maxillofacial-surgery', 'dentistry'],
    experienceYears: 20,
    education: [
      edu(
        {
          hy: 'Օրթոգնաթիկ վիրաբուժության վերապատրաստում, Գրաց',
          ru: 'Стажировка по ортогнатической хирургии, Грац',
          en: 'Fellowship in orthognathic surgery, Graz',
        },
        2012,
      ),
      edu(
        {
          hy: 'Կլինիկական օրդինատուրա, դիմածնոտային վիրաբուժություն',
          ru: 'Клиническая ординатура по челюстно-лицевой хирургии',
          en: 'Residency in oral and maxillofacial surgery',
        },
        2006,
      ),
      degree(STOMATOLOGY, 2004),
    ],
    languages: [LANG.hy, LANG.ru, LANG.en],
    bio: {
      hy: 'Տիգրան Հարությունյանը հեռացնում է բարդ դիրքով և չժայթքած իմաստության ատամներ, իմպլանտացիայից առաջ կատարում է ոսկրային պլաստիկա, վիրահատական եղանակով բուժում է ծնոտների կոտրվածքները և շտկում դեմքի ասիմետրիան։\n\nՎիրահատությունները կատարվում են տեղային անզգայացմամբ կամ սեդացիայով՝ ըստ պացիենտի ընտրության։',
      ru: 'Тигран Арутюнян удаляет сложные и ретинированные зубы мудрости, выполняет костную пластику перед имплантацией, хирургическое лечение переломов челюстей и асимметрии лица.\n\nОперации проводятся под местной анестезией или седацией по выбору пациента.',
      en: 'Tigran Harutyunyan removes difficult and impacted wisdom teeth, performs bone grafting before implants and surgically treats jaw fractures and facial asymmetry.\n\nOperations are done under local anesthesia or sedation, as the patient prefers.',
    },
    featured: true,
    room: '114',
    longHair: false,
  }),
];
