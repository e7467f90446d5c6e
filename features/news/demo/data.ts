import { hoursRange, LAB_SAMPLING, PATIENT_AGES, SUMMER_SCHEDULE, twelveHourTime } from '@/lib/clinic';
import type { ServiceSlug } from '@/lib/routes';
import { defineMedia, newsCoverSvg, PALETTE, type ImageRef, type NewsMotif } from '@/mocks/lib/images';
import type { Localized } from '@/mocks/lib/localized';

export interface NewsSeed {
  id: number;
  slug: string;
  /** Service the item is about, or `clinic`; related news share it. */
  topic: ServiceSlug | 'clinic';
  publishedAt: string;
  title: Localized;
  excerpt: Localized;
  body: Localized;
  image: ImageRef;
}

const ACCENTS = [PALETTE.sun, PALETTE.peach, PALETTE.coral, PALETTE.leaf];

function cover(slug: string, motif: NewsMotif, id: number, title: Localized): ImageRef {
  const path = defineMedia(`news/${slug}.svg`, 1200, 630, () => newsCoverSvg(motif, ACCENTS[id % ACCENTS.length]));
  return { path, alt: title };
}

type Seed = Omit<NewsSeed, 'image'> & { motif: NewsMotif };

function news({ motif, ...seed }: Seed): NewsSeed {
  return { ...seed, image: cover(seed.slug, motif, seed.id, seed.title) };
}

export const NEWS: NewsSeed[] = [
  news({
    id: 1,
    slug: 'cone-beam-ct-in-the-clinic',
    topic: 'maxillofacial-surgery',
    motif: 'tooth',
    publishedAt: '2026-01-20T10:00:00+04:00',
    title: {
      hy: 'Կլինիկայում գործում է կոնաճառագայթային համակարգչային տոմոգրաֆ',
      ru: 'В клинике работает конусно-лучевой компьютерный томограф',
      en: 'Cone-beam CT scanner now in the clinic',
    },
    excerpt: {
      hy: 'Ատամների և ծնոտների եռաչափ պատկերն այժմ կարելի է ստանալ կլինիկայում՝ 10 րոպեում, և այլ կենտրոն գնալու կարիք չկա։',
      ru: 'Трёхмерный снимок зубов и челюстей теперь можно сделать на месте за 10 минут, без направления в другой центр.',
      en: 'A 3D scan of the teeth and jaws now takes 10 minutes on site, with no referral to another center.',
    },
    body: {
      hy: '<h2>Ինչու է դա կարևոր</h2><p>Կոնաճառագայթային համակարգչային տոմոգրաֆիան (ԿՃՀՏ) ցույց է տալիս ոսկրի հաստությունը, արմատների դիրքը և նյարդի ընթացքը։ Առանց այս տվյալների անհնար է ճշգրիտ պլանավորել իմպլանտացիան կամ իմաստության ատամի հեռացումը։</p><h2>Ինչ է փոխվում պացիենտի համար</h2><ul><li>հետազոտությունը տևում է 10 րոպե, պատկերը պատրաստ է անմիջապես,</li><li>ճառագայթային բեռնվածությունը մի քանի անգամ ցածր է, քան սովորական ՀՏ-ի ժամանակ,</li><li>բժիշկը նկարը քննարկում է ձեզ հետ նույն այցի ընթացքում։</li></ul><p>Հետազոտության համար նախապատրաստություն պետք չէ։ Գրանցվեք ստոմատոլոգի կամ դիմածնոտային վիրաբույժի ընդունելության, և բժիշկը կորոշի՝ արդյոք այն ձեզ անհրաժեշտ է։</p>',
      ru: '<h2>Почему это важно</h2><p>Конусно-лучевая компьютерная томография (КЛКТ) показывает толщину кости, положение корней и ход нерва. Без этих данных невозможно точно спланировать имплантацию или удаление зуба мудрости.</p><h2>Что меняется для пациента</h2><ul><li>исследование занимает 10 минут, снимок готов сразу;</li><li>лучевая нагрузка в несколько раз ниже, чем при обычной КТ;</li><li>врач обсуждает снимок с вами в тот же визит.</li></ul><p>Специальной подготовки не требуется. Запишитесь к стоматологу или челюстно-лицевому хирургу — он решит, нужно ли исследование.</p>',
      en: '<h2>Why it matters</h2><p>Cone-beam computed tomography (CBCT) shows bone thickness, the position of the roots and the course of the nerve. Without it, an implant or a wisdom tooth extraction cannot be planned precisely.</p><h2>What changes for patients</h2><ul><li>The scan takes 10 minutes and the images are ready at once</li><li>The radiation dose is several times lower than with a conventional CT</li><li>Your doctor goes through the images with you during the same visit</li></ul><p>No preparation is needed. Book an appointment with a dentist or a maxillofacial surgeon, who will decide whether you need the scan.</p>',
    },
  }),
  news({
    id: 2,
    slug: 'hearing-check-week',
    topic: 'ent',
    motif: 'ear',
    publishedAt: '2026-02-09T09:30:00+04:00',
    title: {
      hy: 'Լսողության ստուգման շաբաթ․ անվճար աուդիոմետրիա',
      ru: 'Неделя проверки слуха: бесплатная аудиометрия',
      en: 'Hearing check week: free audiometry',
    },
    excerpt: {
      hy: `Փետրվարի 16-ից 21-ը ԼՕՌ բաժանմունքն անվճար ստուգում է ${PATIENT_AGES.hearingCheckOverYears} տարեկանից բարձր բոլոր դիմողների լսողությունը։`,
      ru: `С 16 по 21 февраля ЛОР-отделение бесплатно проверяет слух всем обратившимся старше ${PATIENT_AGES.hearingCheckOverYears} лет.`,
      en: `From February 16 to 21 our ENT department checks the hearing of everyone over ${PATIENT_AGES.hearingCheckOverYears} free of charge.`,
    },
    body: {
      hy: '<p>Լսողության թուլացումը զարգանում է աննկատ․ մարդն սկզբում պարզապես ավելի բարձր է միացնում հեռուստացույցը։ Վաղ հայտնաբերումը թույլ է տալիս պահպանել լսողությունը և խուսափել մեկուսացումից։</p><h2>Ինչ է ներառում ստուգումը</h2><ul><li>ականջի զննում տեսաօտոսկոպով,</li><li>տոնային շեմային աուդիոմետրիա,</li><li>արդյունքի բացատրություն և առաջարկություններ։</li></ul><p>Ստուգումը տևում է մոտ 20 րոպե։ Անհրաժեշտ է նախապես գրանցվել՝ հեռախոսով կամ կայքի հայտի ձևով։</p>',
      ru: '<p>Снижение слуха развивается незаметно: сначала человек просто делает телевизор громче. Раннее выявление помогает сохранить слух и не оказаться в изоляции.</p><h2>Что входит в проверку</h2><ul><li>осмотр уха видеоотоскопом;</li><li>тональная пороговая аудиометрия;</li><li>разъяснение результата и рекомендации.</li></ul><p>Проверка занимает около 20 минут. Предварительная запись обязательна — по телефону или через форму заявки на сайте.</p>',
      en: '<p>Hearing loss creeps in unnoticed: at first you simply turn the TV up. Finding it early helps keep your hearing and avoid isolation.</p><h2>What the check includes</h2><ul><li>An ear examination with a video otoscope</li><li>Pure-tone audiometry</li><li>An explanation of the result and advice</li></ul><p>The check takes about 20 minutes. Please book an appointment in advance by phone or with the request form on this site.</p>',
    },
  }),
  news({
    id: 3,
    slug: 'lab-results-in-your-account',
    topic: 'lab',
    motif: 'flask',
    publishedAt: '2026-02-26T12:00:00+04:00',
    title: {
      hy: 'Անալիզների արդյունքները՝ անձնական էջում',
      ru: 'Результаты анализов — в личном кабинете',
      en: 'Lab results now in your patient portal',
    },
    excerpt: {
      hy: 'Այլևս պետք չէ գալ կլինիկա արդյունքի համար․ մուտք գործեք հեռախոսահամարով և ներբեռնեք PDF ֆայլը։',
      ru: 'Больше не нужно приезжать за результатом: войдите по номеру телефона и скачайте PDF.',
      en: 'No need to come back for your results: sign in with your phone number and download the PDF.',
    },
    body: {
      hy: '<p>Կայքում գործարկել ենք պացիենտի անձնական էջը։ Այնտեղ երևում են ձեր այցերը և բոլոր փաստաթղթերը՝ անալիզների արդյունքներ, եզրակացություններ, նշանակումներ։</p><h2>Ինչպես մուտք գործել</h2><ol><li>սեղմեք «Մուտք» և նշեք հեռախոսահամարը,</li><li>մուտքագրեք SMS-ով ստացված 6 թվանշանանոց կոդը,</li><li>բացեք «Փաստաթղթեր» բաժինը։</li></ol><p>Ձեր տվյալները տեսանելի են միայն ձեզ։ Եթե կոդը չեք ստացել, 90 վայրկյան անց կարող եք նորը խնդրել։</p>',
      ru: '<p>Мы запустили личный кабинет пациента. В нём видны ваши визиты и все документы: результаты анализов, заключения, назначения.</p><h2>Как войти</h2><ol><li>нажмите «Войти» и укажите номер телефона;</li><li>введите 6-значный код из SMS;</li><li>откройте раздел «Документы».</li></ol><p>Ваши данные видите только вы. Если код не пришёл, новый можно запросить через 90 секунд.</p>',
      en: '<p>We have launched a patient portal. It shows your visits and all your documents: lab results, reports and prescriptions.</p><h2>How to sign in</h2><ol><li>Click “Sign in” and enter your phone number</li><li>Type the six-digit code from the text message</li><li>Open the “Documents” section</li></ol><p>Only you can see your data. If the code does not arrive, you can ask for a new one after 90 seconds.</p>',
    },
  }),
  news({
    id: 4,
    slug: 'spring-allergy-season',
    topic: 'ent',
    motif: 'leaf',
    publishedAt: '2026-03-12T10:00:00+04:00',
    title: {
      hy: 'Գարնանային ալերգիա․ ինչպես տարբերել այն մրսածությունից',
      ru: 'Весенняя аллергия: как отличить её от простуды',
      en: 'Spring allergies: how to tell them from a cold',
    },
    excerpt: {
      hy: 'Ծառերի ծաղկման շրջանն սկսվում է։ ԼՕՌ բժիշկը պատմում է՝ երբ է պետք դիմել մասնագետի։',
      ru: 'Начинается цветение деревьев. ЛОР-врач рассказывает, когда пора к специалисту.',
      en: 'Trees are starting to bloom. Our ENT doctor explains when it is time to see a specialist.',
    },
    body: {
      hy: '<p>Մրսածությունն անցնում է 7–10 օրում, իսկ ալերգիկ ռինիտը շարունակվում է այնքան, որքան ծաղկումը։ Ջերմություն ալերգիայի ժամանակ չի լինում։</p><h2>Ալերգիայի նշաններ</h2><ul><li>թափանցիկ, ջրիկ արտադրություն քթից,</li><li>փռշտոցի նոպաներ, հատկապես առավոտյան,</li><li>աչքերի և քթի քոր։</li></ul><p>Եթե ախտանիշները կրկնվում են ամեն գարուն, գրանցվեք ԼՕՌ բժշկի ընդունելության։ Մեր լաբորատորիայում կարող եք հանձնել նաև ալերգենների պանել․ այն ցույց կտա, թե ինչին է արձագանքում ձեր օրգանիզմը։</p>',
      ru: '<p>Простуда проходит за 7–10 дней, а аллергический ринит длится столько, сколько цветение. Температуры при аллергии не бывает.</p><h2>Признаки аллергии</h2><ul><li>прозрачные водянистые выделения из носа;</li><li>приступы чихания, особенно по утрам;</li><li>зуд в глазах и носу.</li></ul><p>Если симптомы повторяются каждую весну, запишитесь к ЛОР-врачу. Наша лаборатория также проводит аллергопанель, которая покажет, на что именно реагирует организм.</p>',
      en: '<p>A cold clears up in 7–10 days, while allergic rhinitis lasts as long as the pollen does. Allergies do not cause a fever.</p><h2>Signs of an allergy</h2><ul><li>A clear, watery runny nose</li><li>Bouts of sneezing, especially in the morning</li><li>Itchy eyes and nose</li></ul><p>If the symptoms come back every spring, book an appointment with an ENT doctor. Our laboratory also runs an allergen panel that shows exactly what your body reacts to.</p>',
    },
  }),
  news({
    id: 5,
    slug: 'high-end-ultrasound',
    topic: 'sonography',
    motif: 'waves',
    publishedAt: '2026-03-30T11:00:00+04:00',
    title: {
      hy: 'Նոր բարձրակարգ ուլտրաձայնային սարք',
      ru: 'Новый аппарат УЗИ экспертного класса',
      en: 'A new high-end ultrasound system',
    },
    excerpt: {
      hy: 'Նոր սարքը հայտնաբերում է նույնիսկ 2 մմ չափի գոյացություններ և հնարավորություն է տալիս կատարել էլաստոգրաֆիա։',
      ru: 'Новый аппарат различает образования размером от 2 мм и выполняет эластографию.',
      en: 'The new system detects lesions as small as 2 mm and performs elastography.',
    },
    body: {
      hy: '<p>Ուլտրաձայնային ախտորոշման կաբինետը համալրվել է բարձրակարգ սարքով։ Այն տալիս է ավելի հստակ պատկեր և թույլ է տալիս հետազոտել հյուսվածքների կոշտությունը։</p><h2>Նոր հնարավորություններ</h2><ul><li>վահանաձև և կաթնագեղձերի հանգույցների էլաստոգրաֆիա,</li><li>լյարդի ֆիբրոզի գնահատում առանց բիոպսիայի,</li><li>անոթների եռաչափ դոպլերոգրաֆիա։</li></ul><p>Հետազոտությունների գները չեն փոխվել։</p>',
      ru: '<p>Кабинет ультразвуковой диагностики получил аппарат экспертного класса. Он даёт более чёткое изображение и позволяет оценить жёсткость тканей.</p><h2>Новые возможности</h2><ul><li>эластография узлов щитовидной и молочных желёз;</li><li>оценка фиброза печени без биопсии;</li><li>трёхмерная допплерография сосудов.</li></ul><p>Цены на исследования не изменились.</p>',
      en: '<p>Our ultrasound room now has a high-end system. It gives sharper images and can measure how stiff tissue is.</p><h2>What it adds</h2><ul><li>Elastography of thyroid and breast nodules</li><li>Assessment of liver fibrosis without a biopsy</li><li>Three-dimensional Doppler of blood vessels</li></ul><p>Prices for scans stay the same.</p>',
    },
  }),
  news({
    id: 6,
    slug: 'rhinoplasty-consultation-day',
    topic: 'rhinoplasty',
    motif: 'profile',
    publishedAt: '2026-04-17T10:00:00+04:00',
    title: {
      hy: 'Ռինոպլաստիկայի խորհրդատվության օր',
      ru: 'День консультаций по ринопластике',
      en: 'Rhinoplasty consultation day',
    },
    excerpt: {
      hy: 'Ապրիլի 25-ին ԼՕՌ վիրաբույժը և պլաստիկ վիրաբույժը միասին կընդունեն պացիենտներին։',
      ru: '25 апреля ЛОР-хирург и пластический хирург проведут совместный приём.',
      en: 'On April 25 an ENT surgeon and a plastic surgeon will see patients together.',
    },
    body: {
      hy: '<p>Քթի ձևի ուղղումը հաճախ կապված է շնչառության հետ։ Այդ պատճառով պացիենտներին միասին կընդունեն երկու մասնագետ՝ Արմեն Գրիգորյանը և Գայանե Մանուկյանը։</p><h2>Խորհրդատվության ընթացքում</h2><ul><li>քթի խոռոչի էնդոսկոպիկ զննում,</li><li>արդյունքի համակարգչային մոդելավորում,</li><li>վիրահատության և վերականգնման պլանի քննարկում։</li></ul><p>Տեղերի քանակը սահմանափակ է․ գրանցվեք նախապես։</p>',
      ru: '<p>Коррекция формы носа часто связана с дыханием. Поэтому консультацию проводят два специалиста — Армен Григорян и Гаяне Манукян.</p><h2>На консультации</h2><ul><li>эндоскопический осмотр полости носа;</li><li>компьютерное моделирование результата;</li><li>обсуждение плана операции и восстановления.</li></ul><p>Количество мест ограничено — запишитесь заранее.</p>',
      en: '<p>Changing the shape of the nose often affects breathing. That is why two specialists, Armen Grigoryan and Gayane Manukyan, see patients together.</p><h2>During the consultation</h2><ul><li>An endoscopic examination of the nasal cavity</li><li>Computer modeling of the result</li><li>A discussion of the operation and the recovery plan</li></ul><p>Spots are limited, so please book an appointment ahead.</p>',
    },
  }),
  news({
    id: 7,
    slug: 'childrens-dental-room',
    topic: 'dentistry',
    motif: 'tooth',
    publishedAt: '2026-05-06T10:00:00+04:00',
    title: {
      hy: 'Բացվել է մանկական ստոմատոլոգիական կաբինետ',
      ru: 'Открылся детский стоматологический кабинет',
      en: 'Our children’s dental room is open',
    },
    excerpt: {
      hy: 'Առանձին կաբինետ, որտեղ երեխան բժշկի հետ ծանոթանում է խաղի միջոցով։',
      ru: 'Отдельный кабинет, где ребёнок знакомится с врачом через игру.',
      en: 'A separate room where children get to know the dentist through play.',
    },
    body: {
      hy: `<p>Ստոմատոլոգի մոտ առաջին այցն է որոշում, թե ինչպես երեխան կվերաբերվի բուժմանն ամբողջ կյանքում։ Նոր կաբինետում ամեն ինչ հարմարեցված է փոքր պացիենտներին։</p><ul><li>հարմարավետ աթոռ և առաստաղի էկրան մուլտֆիլմերով,</li><li>ծանոթության այց առանց բուժման,</li><li>ատամների հերմետիկացում և ֆտորապատում։</li></ul><p>Ընդունում ենք ${PATIENT_AGES.dentistryChildrenFromYears} տարեկանից։</p>`,
      ru: `<p>Первый визит к стоматологу определяет, как ребёнок будет относиться к лечению всю жизнь. В новом кабинете всё устроено для маленьких пациентов.</p><ul><li>удобное кресло и экран с мультфильмами на потолке;</li><li>визит-знакомство без лечения;</li><li>герметизация фиссур и фторирование.</li></ul><p>Принимаем детей с ${PATIENT_AGES.dentistryChildrenFromYears} лет.</p>`,
      en: `<p>A child’s first visit to the dentist shapes how they feel about treatment for life. Everything in the new room is made for small patients.</p><ul><li>A comfortable chair and cartoons on a ceiling screen</li><li>A get-to-know-you visit with no treatment</li><li>Fissure sealing and fluoride varnish</li></ul><p>We see children from the age of ${PATIENT_AGES.dentistryChildrenFromYears}.</p>`,
    },
  }),
  news({
    id: 8,
    slug: 'check-up-programs',
    topic: 'lab',
    motif: 'clipboard',
    publishedAt: '2026-05-25T09:00:00+04:00',
    title: {
      hy: 'Չեկ-ափ ծրագրեր․ ամբողջական հետազոտություն մեկ օրում',
      ru: 'Программы чек-апа: полное обследование за один день',
      en: 'Check-up programs: a full examination in one day',
    },
    excerpt: {
      hy: 'Երեք ծրագիր՝ ըստ տարիքի և նպատակի․ անալիզներ, ՈՒՁՀ և բժշկի եզրակացություն։',
      ru: 'Три программы по возрасту и цели: анализы, УЗИ и заключение врача.',
      en: 'Three programs by age and goal, with lab tests, ultrasound and a doctor’s summary.',
    },
    body: {
      hy: `<p>Տարին մեկ անգամ հետազոտվելով՝ հիվանդությունները կարելի է հայտնաբերել նախքան ախտանիշների ի հայտ գալը։</p><h2>Ծրագրեր</h2><ul><li><strong>Հիմնական</strong>՝ արյան ընդհանուր և կենսաքիմիական անալիզ, որովայնի ՈՒՁՀ,</li><li><strong>Կանանց համար</strong>՝ հորմոններ, վահանաձև և կաթնագեղձերի ՈՒՁՀ,</li><li><strong>40+</strong>՝ սրտանոթային ռիսկի գնահատում և անոթների դոպլերոգրաֆիա։</li></ul><p>Արյունը հանձնում են քաղցած՝ աշխատանքային օրերին ${hoursRange(LAB_SAMPLING.weekdays)}, շաբաթ օրը՝ ${hoursRange(LAB_SAMPLING.saturday)}։ Արդյունքները և եզրակացությունը հասանելի կլինեն անձնական էջում։</p>`,
      ru: `<p>Ежегодное обследование выявляет болезни до появления симптомов.</p><h2>Программы</h2><ul><li><strong>Базовая</strong>: общий и биохимический анализ крови, УЗИ брюшной полости;</li><li><strong>Для женщин</strong>: гормоны, УЗИ щитовидной и молочных желёз;</li><li><strong>40+</strong>: оценка сердечно-сосудистого риска и допплерография сосудов.</li></ul><p>Кровь сдают натощак: по будням ${hoursRange(LAB_SAMPLING.weekdays)}, по субботам ${hoursRange(LAB_SAMPLING.saturday)}. Результаты и заключение появятся в личном кабинете.</p>`,
      en: `<p>A yearly check-up finds illness before symptoms appear.</p><h2>Programs</h2><ul><li><strong>Essential</strong>: complete blood count, blood chemistry and an abdominal ultrasound</li><li><strong>Women’s health</strong>: hormones, thyroid and breast ultrasound</li><li><strong>40+</strong>: cardiovascular risk assessment and vascular Doppler</li></ul><p>Come fasting for the blood draw, weekdays ${hoursRange(LAB_SAMPLING.weekdays, 'en')} or Saturdays ${hoursRange(LAB_SAMPLING.saturday, 'en')}. Results and the summary appear in your patient portal.</p>`,
    },
  }),
  news({
    id: 9,
    slug: 'summer-opening-hours',
    topic: 'clinic',
    motif: 'sun',
    publishedAt: '2026-06-15T09:00:00+04:00',
    title: {
      hy: 'Ամառային աշխատանքային ժամեր',
      ru: 'Летний график работы',
      en: 'Summer opening hours',
    },
    excerpt: {
      hy: `Հուլիսի 1-ից օգոստոսի 31-ը կլինիկան բացվում է ժամը ${SUMMER_SCHEDULE.weekdays.opens}-ին, որպեսզի կարողանաք գալ մինչև շոգը։`,
      ru: `С 1 июля по 31 августа клиника открывается в ${SUMMER_SCHEDULE.weekdays.opens}, чтобы вы успели до жары.`,
      en: `From July 1 through August 31 the clinic opens at ${twelveHourTime(SUMMER_SCHEDULE.weekdays.opens)}, so you can come before the heat.`,
    },
    body: {
      hy: `<ul><li>երկուշաբթի–ուրբաթ՝ ${hoursRange(SUMMER_SCHEDULE.weekdays)},</li><li>շաբաթ՝ ${hoursRange(SUMMER_SCHEDULE.saturday)},</li><li>կիրակի՝ հանգստյան օր։</li></ul><p>Լաբորատոր նմուշառումն այս ամիսներին՝ ${hoursRange(SUMMER_SCHEDULE.labSampling)}։ Շենքում օդորակիչներ են աշխատում, իսկ սպասասրահում կա խմելու ջուր։</p>`,
      ru: `<ul><li>понедельник–пятница: ${hoursRange(SUMMER_SCHEDULE.weekdays)};</li><li>суббота: ${hoursRange(SUMMER_SCHEDULE.saturday)};</li><li>воскресенье — выходной.</li></ul><p>Забор анализов в эти месяцы: ${hoursRange(SUMMER_SCHEDULE.labSampling)}. В здании работают кондиционеры, в зоне ожидания есть питьевая вода.</p>`,
      en: `<ul><li>Monday through Friday: ${hoursRange(SUMMER_SCHEDULE.weekdays, 'en')}</li><li>Saturday: ${hoursRange(SUMMER_SCHEDULE.saturday, 'en')}</li><li>Sunday: closed</li></ul><p>Lab samples during these months: ${hoursRange(SUMMER_SCHEDULE.labSampling, 'en')}. The building is air-conditioned and there is drinking water in the waiting area.</p>`,
    },
  }),
  news({
    id: 10,
    slug: 'international-patients-desk',
    topic: 'clinic',
    motif: 'globe',
    publishedAt: '2026-07-09T10:00:00+04:00',
    title: {
      hy: 'Օտարերկրյա պացիենտների ծառայություն',
      ru: 'Служба для иностранных пациентов',
      en: 'A desk for international patients',
    },
    excerpt: {
      hy: 'Կօգնենք պլանավորել բուժումը, կազմակերպել տեղափոխումն օդանավակայանից և կթարգմանենք փաստաթղթերը։',
      ru: 'Поможем спланировать лечение, организуем трансфер и переведём документы.',
      en: 'We help plan your treatment, arrange airport pickups and translate your documents.',
    },
    body: {
      hy: '<p>Ամեն տարի մեզ մոտ են գալիս պացիենտներ Ռուսաստանից, Եվրոպայից և ԱՄՆ-ից։ Նրանց համար ստեղծել ենք առանձին ծառայություն։</p><h2>Ինչով կօգնենք</h2><ul><li>առցանց նախնական խորհրդատվություն մինչև ժամանումը,</li><li>այցերի ժամանակացույց, որպեսզի բոլոր հետազոտությունները տեղավորվեն մի քանի օրում,</li><li>տեղափոխում օդանավակայանից և օգնություն հյուրանոցի ընտրության հարցում,</li><li>եզրակացություններ անգլերեն կամ ռուսերեն։</li></ul><p>Գրեք մեզ Telegram-ով կամ թողեք հայտ կայքում։</p>',
      ru: '<p>Каждый год к нам приезжают пациенты из России, Европы и США. Для них мы создали отдельную службу.</p><h2>Чем поможем</h2><ul><li>онлайн-консультация до приезда;</li><li>расписание визитов, чтобы все обследования уложились в несколько дней;</li><li>трансфер из аэропорта и помощь с выбором гостиницы;</li><li>заключения на английском или русском языке.</li></ul><p>Напишите нам в Telegram или оставьте заявку на сайте.</p>',
      en: '<p>Every year patients come to us from Russia, Europe and the United States. We have set up a dedicated desk for them.</p><h2>How we help</h2><ul><li>An online consultation before you travel</li><li>A schedule that fits all tests into a few days</li><li>An airport pickup and help choosing a hotel</li><li>Medical reports in English or Russian</li></ul><p>Message us on Telegram or send a request on this site.</p>',
    },
  }),
  news({
    id: 11,
    slug: 'wisdom-teeth-when-to-remove',
    topic: 'maxillofacial-surgery',
    motif: 'tooth',
    publishedAt: '2026-08-21T10:00:00+04:00',
    title: {
      hy: 'Իմաստության ատամներ․ երբ է պետք հեռացնել',
      ru: 'Зубы мудрости: когда их нужно удалять',
      en: 'Wisdom teeth: when do they need to come out?',
    },
    excerpt: {
      hy: 'Ոչ բոլոր իմաստության ատամներն են հեռացվում։ Վիրաբույժը բացատրում է, թե երբ դա իսկապես անհրաժեշտ է։',
      ru: 'Удалять нужно не все зубы мудрости. Хирург объясняет, когда это действительно необходимо.',
      en: 'Not every wisdom tooth has to go. Our surgeon explains when removal really is needed.',
    },
    body: {
      hy: '<p>Եթե ատամը ճիշտ է դուրս եկել և մաքրվում է, այն կարող է ծառայել տասնամյակներ։ Հեռացումն անհրաժեշտ է, երբ ատամը խնդիրներ է ստեղծում։</p><h2>Հեռացման ցուցումներ</h2><ul><li>լնդի կրկնվող բորբոքում ատամի շուրջ,</li><li>հարևան ատամի վնասում կամ կարիես,</li><li>ատամը թեք դիրքում է և չի կարող դուրս գալ,</li><li>օրթոդոնտիկ բուժման պլանավորում։</li></ul><p>Վիրահատությունից առաջ կատարում ենք կոնաճառագայթային համակարգչային տոմոգրաֆիա (ԿՃՀՏ), որպեսզի տեսնենք նյարդի դիրքը։ Վիրահատությունից հետո տրվում են գրավոր խորհուրդներ, իսկ բժիշկը հասանելի է հեռախոսով։</p>',
      ru: '<p>Если зуб прорезался правильно и хорошо чистится, он может служить десятилетиями. Удаление нужно, когда зуб создаёт проблемы.</p><h2>Показания к удалению</h2><ul><li>повторяющееся воспаление десны вокруг зуба;</li><li>повреждение или кариес соседнего зуба;</li><li>зуб стоит наклонно и не может прорезаться;</li><li>планирование ортодонтического лечения.</li></ul><p>Перед операцией делаем конусно-лучевую компьютерную томографию (КЛКТ), чтобы увидеть положение нерва. После операции вы получите письменные рекомендации, а врач будет на связи по телефону.</p>',
      en: '<p>A wisdom tooth that has come through properly and can be cleaned may last for decades. It needs to come out only when it causes trouble.</p><h2>Reasons to remove it</h2><ul><li>Repeated gum inflammation around the tooth</li><li>Damage to or decay of the neighboring tooth</li><li>The tooth is tilted and cannot come through</li><li>Planning orthodontic treatment</li></ul><p>Before surgery we take a cone-beam CT (CBCT) scan to see where the nerve runs. Afterwards you get written aftercare advice, and your surgeon stays reachable by phone.</p>',
    },
  }),
  news({
    id: 12,
    slug: 'recovery-after-blepharoplasty',
    topic: 'plastic-surgery',
    motif: 'eye',
    publishedAt: '2026-09-14T10:00:00+04:00',
    title: {
      hy: 'Վերականգնում բլեֆարոպլաստիկայից հետո',
      ru: 'Восстановление после блефаропластики',
      en: 'Recovery after eyelid surgery',
    },
    excerpt: {
      hy: 'Ինչ սպասել առաջին երկու շաբաթում և երբ կարելի է վերադառնալ աշխատանքի։',
      ru: 'Чего ждать в первые две недели и когда можно вернуться к работе.',
      en: 'What to expect in the first two weeks and when you can go back to work.',
    },
    body: {
      hy: '<p>Վերին բլեֆարոպլաստիկան կատարվում է տեղային անզգայացմամբ և տևում է 1–1,5 ժամ։ Պացիենտը տուն է գնում նույն օրը։</p><h2>Վերականգնման փուլերը</h2><ul><li>1–3-րդ օր՝ այտուց, սառը կոմպրեսներ, գլուխը բարձր դիրքում,</li><li>5–7-րդ օր՝ կարերի հեռացում,</li><li>10–14-րդ օր՝ կապտուկներն անցնում են, կարելի է օգտագործել դիմահարդարում։</li></ul><p>Պացիենտների մեծ մասը գրասենյակային աշխատանքի է վերադառնում 7–10 օր անց։ Վերջնական արդյունքն երևում է 2–3 ամիս անց։</p>',
      ru: '<p>Верхняя блефаропластика проводится под местной анестезией и длится 1–1,5 часа. Пациент уходит домой в тот же день.</p><h2>Этапы восстановления</h2><ul><li>1–3-й день: отёк, холодные компрессы, приподнятое положение головы;</li><li>5–7-й день: снятие швов;</li><li>10–14-й день: синяки проходят, можно пользоваться косметикой.</li></ul><p>Большинство возвращается к офисной работе через 7–10 дней. Окончательный результат виден через 2–3 месяца.</p>',
      en: '<p>Upper blepharoplasty is done under local anesthesia and takes 1–1.5 hours. Patients go home the same day.</p><h2>Stages of recovery</h2><ul><li>Days 1–3: swelling, cold compresses, head kept raised</li><li>Days 5–7: stitches come out</li><li>Days 10–14: bruising fades and you can wear makeup again</li></ul><p>Most people return to office work after 7–10 days. The final result shows after two to three months.</p>',
    },
  }),
  news({
    id: 13,
    slug: 'thyroid-ultrasound-month',
    topic: 'sonography',
    motif: 'waves',
    publishedAt: '2026-10-05T10:00:00+04:00',
    title: {
      hy: 'Վահանաձև գեղձի ՈՒՁՀ-ի ամիս',
      ru: 'Месяц УЗИ щитовидной железы',
      en: 'Thyroid ultrasound month',
    },
    excerpt: {
      hy: 'Հոկտեմբերին վահանաձև գեղձի ՈՒՁՀ-ն և TSH անալիզը միասին՝ 20% զեղչով։',
      ru: 'В октябре УЗИ щитовидной железы вместе с анализом на ТТГ — со скидкой 20%.',
      en: 'In October a thyroid ultrasound together with a TSH test costs 20% less.',
    },
    body: {
      hy: '<p>Հայաստանում յոդի պակասն երկար տարիներ եղել է վահանաձև գեղձի հիվանդությունների պատճառ։ Հանգույցները հաճախ ոչ մի ախտանիշ չեն տալիս։</p><h2>Ում է խորհուրդ տրվում</h2><ul><li>անբացատրելի հոգնածության, քաշի փոփոխության դեպքում,</li><li>եթե հարազատներից որևէ մեկն ունեցել է վահանաձև գեղձի հիվանդություն,</li><li>հղիություն պլանավորելիս։</li></ul><p>Առաջարկը գործում է մինչև հոկտեմբերի 31-ը։</p>',
      ru: '<p>В Армении дефицит йода долгие годы был причиной заболеваний щитовидной железы. Узлы часто никак себя не проявляют.</p><h2>Кому рекомендуется</h2><ul><li>при необъяснимой усталости, изменении веса;</li><li>если у родственников были болезни щитовидной железы;</li><li>при планировании беременности.</li></ul><p>Акция действует до 31 октября.</p>',
      en: '<p>For many years iodine deficiency caused thyroid disease in Armenia. Nodules often cause no symptoms at all.</p><h2>Who should come</h2><ul><li>Anyone with unexplained tiredness or weight change</li><li>People whose relatives had thyroid disease</li><li>Women planning a pregnancy</li></ul><p>The offer runs through October 31.</p>',
    },
  }),
  news({
    id: 14,
    slug: 'flu-season-testing',
    topic: 'lab',
    motif: 'drop',
    publishedAt: '2026-11-03T09:00:00+04:00',
    title: {
      hy: 'Գրիպի սեզոն․ արագ ՊՇՌ թեստ',
      ru: 'Сезон гриппа: быстрый ПЦР-тест',
      en: 'Flu season: rapid PCR testing',
    },
    excerpt: {
      hy: 'Գրիպի A և B, ինչպես նաև COVID-19 վիրուսների ՊՇՌ հետազոտություն՝ արդյունքը 3 ժամում։',
      ru: 'ПЦР на грипп A и B и COVID-19 с результатом через 3 часа.',
      en: 'PCR for influenza A and B and COVID-19, with results in 3 hours.',
    },
    body: {
      hy: '<p>Ճիշտ ախտորոշումը թույլ է տալիս ժամանակին սկսել հակավիրուսային բուժումը և պաշտպանել ընտանիքի անդամներին։</p><ul><li>քսուքը վերցվում է 2 րոպեում,</li><li>արդյունքը՝ 3 ժամում, անձնական էջում,</li><li>ջերմություն ունեցող պացիենտներն ընդունվում են առանձին մուտքով։</li></ul><p>Քսուք վերցնելուց 2 ժամ առաջ մի՛ կերեք և մի՛ լվացեք քիթը։</p>',
      ru: '<p>Точный диагноз позволяет вовремя начать противовирусное лечение и защитить близких.</p><ul><li>мазок берётся за 2 минуты;</li><li>результат — через 3 часа в личном кабинете;</li><li>пациентов с температурой принимаем через отдельный вход.</li></ul><p>За 2 часа до взятия мазка не ешьте и не промывайте нос.</p>',
      en: '<p>An accurate diagnosis means antiviral treatment can start on time and your family stays protected.</p><ul><li>The swab takes 2 minutes</li><li>Results arrive in your patient portal within 3 hours</li><li>Patients with a fever use a separate entrance</li></ul><p>Please do not eat or rinse your nose for 2 hours before the swab.</p>',
    },
  }),
];
