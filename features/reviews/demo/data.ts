import type { ServiceSlug } from '@/lib/routes';
import type { Localized } from '@/mocks/lib/localized';

export interface ReviewSeed {
  id: number;
  author: Localized;
  text: Localized;
  rating: number;
  date: string;
  service?: ServiceSlug;
}

/** Approved testimonials. New ones sent through the API wait for moderation and are not listed. */
export const REVIEWS: ReviewSeed[] = [
  {
    id: 1,
    author: { hy: 'Մարինե Ա.', ru: 'Марине А.', en: 'Marine A.' },
    rating: 5,
    date: '2026-01-28',
    service: 'ent',
    text: {
      hy: 'Տարիներով տառապում էի սինուսիտից։ Անահիտ Պետրոսյանն առաջին անգամ ցույց տվեց էկրանին, թե ինչ է կատարվում քթում, և բացատրեց բուժումը։ Երեք ամիս է՝ ազատ շնչում եմ։',
      ru: 'Годами мучилась с синуситом. Анаит Петросян впервые показала на экране, что происходит в носу, и объяснила лечение. Уже три месяца дышу свободно.',
      en: 'I suffered from sinusitis for years. Anahit Petrosyan was the first to show me on screen what was going on in my nose and explained the treatment. I have been breathing freely for three months now.',
    },
  },
  {
    id: 2,
    author: { hy: 'Գևորգ Մ.', ru: 'Геворг М.', en: 'Gevorg M.' },
    rating: 5,
    date: '2026-02-14',
    service: 'dentistry',
    text: {
      hy: 'Դավիթ Սարգսյանն ինձ երկու իմպլանտ տեղադրեց։ Ամեն քայլ նախապես բացատրվեց, ցավ գրեթե չկար։ Գինը չփոխվեց բուժման ընթացքում, ինչն ինձ համար կարևոր էր։',
      ru: 'Поставил два импланта у Давида Саргсяна. Каждый шаг объяснили заранее, боли почти не было. Цена не изменилась в процессе лечения, для меня это было важно.',
      en: 'I had two implants placed by Davit Sargsyan. Every step was explained in advance and there was hardly any pain. The price did not change during treatment, which mattered to me.',
    },
  },
  {
    id: 3,
    author: { hy: 'Աննա Կ.', ru: 'Анна К.', en: 'Anna K.' },
    rating: 4,
    date: '2026-03-03',
    service: 'lab',
    text: {
      hy: 'Անալիզները հանձնեցի առավոտյան, երեկոյան արդյունքն արդեն անձնական էջում էր։ Միակ դիտողությունս՝ առավոտյան փոքր հերթ կար։',
      ru: 'Сдала анализы утром, вечером результат уже был в личном кабинете. Единственное замечание — в утренние часы была небольшая очередь.',
      en: 'I gave blood in the morning and the results were in my account by the evening. My only remark: there was a short line in the morning.',
    },
  },
  {
    id: 4,
    author: { hy: 'Սերգեյ Վ.', ru: 'Сергей В.', en: 'Sergey V.' },
    rating: 5,
    date: '2026-03-21',
    service: 'rhinoplasty',
    text: {
      hy: 'Եկել էի Մոսկվայից ռինոպլաստիկայի համար։ Օտարերկրյա պացիենտների ծառայությունը կազմակերպեց ամեն ինչ՝ օդանավակայանից մինչև վերջին զննումը։ Արդյունքը բնական է, շնչառությունը՝ շատ ավելի լավ։',
      ru: 'Приезжал из Москвы на ринопластику. Служба для иностранных пациентов организовала всё — от аэропорта до последнего осмотра. Результат естественный, дышать стало намного легче.',
      en: 'I came from Moscow for rhinoplasty. The international patients desk arranged everything, from the airport to the final check-up. The result looks natural and I breathe much better.',
    },
  },
  {
    id: 5,
    author: { hy: 'Լուսինե Հ.', ru: 'Лусине О.', en: 'Lusine H.' },
    rating: 5,
    date: '2026-04-09',
    service: 'sonography',
    text: {
      hy: 'Նարեկ Ավետիսյանը շատ ուշադիր կատարեց վահանաձև գեղձի ՈՒՁՀ-ն և ամեն ինչ բացատրեց մատչելի լեզվով։ Եզրակացությունն ստացա անմիջապես։',
      ru: 'Нарек Аветисян очень внимательно сделал УЗИ щитовидной железы и всё доступно объяснил. Заключение получила сразу.',
      en: 'Narek Avetisyan did my thyroid ultrasound very carefully and explained everything clearly. I got the report straight away.',
    },
  },
  {
    id: 6,
    author: { hy: 'Արամ Տ.', ru: 'Арам Т.', en: 'Aram T.' },
    rating: 5,
    date: '2026-05-02',
    service: 'maxillofacial-surgery',
    text: {
      hy: 'Իմաստության ատամը հեռացրին 40 րոպեում՝ սեդացիայով։ Վախենում էի, բայց ոչինչ չզգացի։ Հաջորդ օրը բժիշկն ինքը զանգահարեց՝ հարցնելու, թե ինչպես եմ զգում։',
      ru: 'Зуб мудрости удалили за 40 минут под седацией. Я боялся, но ничего не почувствовал. На следующий день врач сам позвонил узнать, как я.',
      en: 'My wisdom tooth came out in 40 minutes under sedation. I was scared but felt nothing. The next day the surgeon called himself to ask how I was.',
    },
  },
  {
    id: 7,
    author: { hy: 'Նունե Գ.', ru: 'Нуне Г.', en: 'Nune G.' },
    rating: 5,
    date: '2026-05-30',
    service: 'dentistry',
    text: {
      hy: 'Որդիս 5 տարեկան է և առաջին անգամ ուրախությամբ գնաց ատամնաբույժի մոտ։ Մանկական կաբինետը պարզապես հրաշալի է։',
      ru: 'Сыну пять лет, и он впервые с радостью пошёл к стоматологу. Детский кабинет — настоящая находка.',
      en: 'My son is five and for the first time he was happy to go to the dentist. The children’s room is a gem.',
    },
  },
  {
    id: 8,
    author: { hy: 'Էմիլի Ռ.', ru: 'Эмили Р.', en: 'Emily R.' },
    rating: 4,
    date: '2026-06-18',
    service: 'ent',
    text: {
      hy: 'Ճամփորդության ժամանակ ականջս ցավեց։ Ինձ ընդունեցին նույն օրը, բժիշկը խոսում էր անգլերեն, և վճարեցի ճիշտ կայքում նշված գինը։',
      ru: 'Во время поездки у меня заболело ухо. Приняли в тот же день, врач говорил по-английски, а заплатила я ровно ту цену, что указана на сайте.',
      en: 'I developed an earache while traveling. They saw me the same day, the doctor spoke English, and I paid exactly the price listed on the website.',
    },
  },
  {
    id: 9,
    author: { hy: 'Կարինե Ս.', ru: 'Карине С.', en: 'Karine S.' },
    rating: 5,
    date: '2026-07-11',
    service: 'plastic-surgery',
    text: {
      hy: 'Բլեֆարոպլաստիկայից հետո երկու շաբաթում վերադարձա աշխատանքի։ Գայանե Մանուկյանը նախապես ցույց տվեց, թե ինչ տեսք կունենամ, և արդյունքը ճիշտ այդպիսին է։',
      ru: 'После блефаропластики вернулась на работу через две недели. Гаяне Манукян заранее показала, как я буду выглядеть, и результат именно такой.',
      en: 'I was back at work two weeks after blepharoplasty. Gayane Manukyan showed me beforehand how I would look, and the result is exactly that.',
    },
  },
  {
    id: 10,
    author: { hy: 'Վահե Դ.', ru: 'Ваге Д.', en: 'Vahe D.' },
    rating: 5,
    date: '2026-08-04',
    service: 'lab',
    text: {
      hy: 'Հետազոտվեցի «40+» չեկ-ափ ծրագրով։ Ամեն ինչ արվեց մեկ առավոտում, իսկ բժիշկը մանրամասն բացատրեց արդյունքները և խորհուրդ տվեց, թե ինչ փոխել սննդակարգում։',
      ru: 'Прошёл чек-ап «40+». Всё сделали за одно утро, а врач подробно разобрал результаты и подсказал, что изменить в питании.',
      en: 'I did the 40+ check-up. Everything was done in one morning, and the doctor went through the results in detail and suggested changes to my diet.',
    },
  },
  {
    id: 11,
    author: { hy: 'Իրինա Լ.', ru: 'Ирина Л.', en: 'Irina L.' },
    rating: 5,
    date: '2026-09-22',
    service: 'sonography',
    text: {
      hy: 'Սոնա Մկրտչյանը նորածին դստերս ՈՒՁՀ-ն արեց այնքան նրբանկատ, որ փոքրիկը նույնիսկ չարթնացավ։ Շնորհակալություն։',
      ru: 'Сона Мкртчян сделала УЗИ новорождённой дочке так бережно, что малышка даже не проснулась. Спасибо!',
      en: 'Sona Mkrtchyan scanned my newborn daughter so gently that she did not even wake up. Thank you!',
    },
  },
  {
    id: 12,
    author: { hy: 'Հովհաննես Բ.', ru: 'Оганес Б.', en: 'Hovhannes B.' },
    rating: 4,
    date: '2026-10-15',
    text: {
      hy: 'Մաքուր, հանգիստ կլինիկա՝ կենտրոնում։ Հայտ թողեցի կայքում, և 15 րոպե անց զանգահարեցին ու գրանցեցին։ Կայանատեղին փոքր է, ավելի լավ է գալ տաքսիով։',
      ru: 'Чистая, спокойная клиника в центре. Оставил заявку на сайте — через 15 минут перезвонили и записали. Парковка небольшая, лучше приезжать на такси.',
      en: 'A clean, calm clinic in the center. I left a request on the website and they called back within 15 minutes to set up my appointment. Parking is limited, so a taxi is better.',
    },
  },
];
