import type { GALLERY_CATEGORIES } from '@/features/gallery/api/calls';
import { DEPARTMENT_FLOORS, type Floor } from '@/lib/clinic';
import { defineMedia, gallerySceneSvg, PALETTE, type GalleryScene, type ImageRef } from '@/mocks/lib/images';
import type { Localized } from '@/mocks/lib/localized';

type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const GALLERY_CATEGORY_TITLES: Record<GalleryCategory, Localized> = {
  interior: { hy: 'Ինտերիեր', ru: 'Интерьер', en: 'Interior' },
  equipment: { hy: 'Սարքավորումներ', ru: 'Оборудование', en: 'Equipment' },
  team: { hy: 'Թիմ', ru: 'Команда', en: 'Team' },
  procedures: { hy: 'Բուժում', ru: 'Лечение', en: 'Treatment' },
};

export interface GallerySeed {
  id: number;
  title: Localized;
  description: Localized;
  category: GalleryCategory;
  image: ImageRef;
  thumbnail: ImageRef;
}

/** A floor as the captions name it: "Second-floor corridor", «Коридор второго этажа», «Երկրորդ հարկի միջանցք». */
const FLOOR_NAMES: Record<Floor, Localized> = {
  1: { hy: 'Առաջին', ru: 'первого', en: 'First' },
  2: { hy: 'Երկրորդ', ru: 'второго', en: 'Second' },
};
/** ENT and ultrasound share a floor (lib/clinic.ts): the corridor's caption names it from there. */
const DIAGNOSTICS_FLOOR = FLOOR_NAMES[DEPARTMENT_FLOORS.ent];

const BACKGROUNDS = [PALETTE.mist, '#fdf1e2', '#eaf6ef', '#f3f0fa'];

function item(id: number, scene: GalleryScene, category: GalleryCategory, title: Localized, description: Localized): GallerySeed {
  const background = BACKGROUNDS[id % BACKGROUNDS.length];
  const image = defineMedia(`gallery/${id}-${scene}.svg`, 1200, 800, () => gallerySceneSvg(scene, 1200, 800, background));
  const thumbnail = defineMedia(`gallery/${id}-${scene}-thumb.svg`, 400, 267, () => gallerySceneSvg(scene, 400, 267, background));
  return { id, title, description, category, image: { path: image, alt: title }, thumbnail: { path: thumbnail, alt: title } };
}

export const GALLERY: GallerySeed[] = [
  item(
    1,
    'reception',
    'interior',
    { hy: 'Ընդունարան', ru: 'Ресепшен', en: 'Front desk' },
    {
      hy: 'Ադմինիստրատորները կդիմավորեն ձեզ, կօգնեն լրացնել քարտը և կուղեկցեն բժշկի մոտ։',
      ru: 'Администраторы встретят вас, помогут заполнить карту и проводят к врачу.',
      en: 'Our front desk staff greet you, help with the intake form and show you to your doctor.',
    },
  ),
  item(
    2,
    'waiting',
    'interior',
    { hy: 'Սպասասրահ', ru: 'Зона ожидания', en: 'Waiting area' },
    {
      hy: 'Լուսավոր սրահ՝ փափուկ բազկաթոռներով, խմելու ջրով և Wi-Fi-ով։',
      ru: 'Светлый холл с мягкими креслами, питьевой водой и Wi-Fi.',
      en: 'A bright lounge with soft armchairs, drinking water and Wi-Fi.',
    },
  ),
  item(
    3,
    'corridor',
    'interior',
    {
      hy: `${DIAGNOSTICS_FLOOR.hy} հարկի միջանցք`,
      ru: `Коридор ${DIAGNOSTICS_FLOOR.ru} этажа`,
      en: `${DIAGNOSTICS_FLOOR.en}-floor corridor`,
    },
    {
      hy: 'ԼՕՌ և ՈՒՁՀ կաբինետները կողք կողքի են, որպեսզի հետազոտությունները մեկը մյուսին արագ հաջորդեն։',
      ru: 'Кабинеты ЛОР-врачей и УЗИ находятся рядом, поэтому одно обследование быстро сменяет другое.',
      en: 'The ENT and ultrasound rooms are side by side, so one test quickly follows another.',
    },
  ),
  item(
    4,
    'dental-room',
    'interior',
    { hy: 'Ստոմատոլոգիական կաբինետ', ru: 'Стоматологический кабинет', en: 'Dental office' },
    {
      hy: 'Ժամանակակից ստոմատոլոգիական տեղակայանք և մանրադիտակ էնդոդոնտիկ բուժման համար։',
      ru: 'Современная стоматологическая установка и микроскоп для эндодонтического лечения.',
      en: 'A modern dental unit and a microscope for root canal treatment.',
    },
  ),
  item(
    5,
    'ward',
    'interior',
    { hy: 'Հետվիրահատական հիվանդասենյակ', ru: 'Послеоперационная палата', en: 'Recovery room' },
    {
      hy: 'Մեկտեղանոց հիվանդասենյակներ՝ մոնիտորինգով և բուժքրոջ շուրջօրյա հսկողությամբ։',
      ru: 'Одноместные палаты с мониторингом и круглосуточным наблюдением медсестры.',
      en: 'Single rooms with monitoring and a nurse on duty around the clock.',
    },
  ),
  item(
    6,
    'ultrasound',
    'equipment',
    { hy: 'Բարձրակարգ ուլտրաձայնային սարք', ru: 'Аппарат УЗИ экспертного класса', en: 'High-end ultrasound system' },
    {
      hy: 'Էլաստոգրաֆիա և եռաչափ դոպլերոգրաֆիա՝ ճշգրիտ ախտորոշման համար։',
      ru: 'Эластография и трёхмерная допплерография для точной диагностики.',
      en: 'Elastography and 3D Doppler for precise diagnosis.',
    },
  ),
  item(
    7,
    'microscope',
    'equipment',
    { hy: 'Լաբորատոր մանրադիտակ', ru: 'Лабораторный микроскоп', en: 'Laboratory microscope' },
    {
      hy: 'Արյան քսուքը մանրադիտակով հետազոտում է փորձառու լաբորանտը։',
      ru: 'Микроскопия мазка крови опытным лаборантом.',
      en: 'Blood smears examined under the microscope by experienced staff.',
    },
  ),
  item(
    8,
    'analyzer',
    'equipment',
    { hy: 'Կենսաքիմիական անալիզատոր', ru: 'Биохимический анализатор', en: 'Biochemistry analyzer' },
    {
      hy: 'Ժամում մինչև 400 թեստ․ արդյունքների մեծ մասը պատրաստ է լինում նույն օրը։',
      ru: 'До 400 тестов в час: большинство результатов готово в тот же день.',
      en: 'Up to 400 tests an hour, so most results are ready the same day.',
    },
  ),
  item(
    9,
    'ct',
    'equipment',
    { hy: 'Կոնաճառագայթային տոմոգրաֆ', ru: 'Конусно-лучевой томограф', en: 'Cone-beam CT scanner' },
    {
      hy: 'Ատամների և ծնոտների եռաչափ պատկեր՝ նվազագույն ճառագայթային ծանրաբեռնվածությամբ։',
      ru: 'Трёхмерный снимок зубов и челюстей с минимальной лучевой нагрузкой.',
      en: 'A 3D image of the teeth and jaws at a minimal radiation dose.',
    },
  ),
  item(
    10,
    'endoscope',
    'equipment',
    { hy: 'ԼՕՌ տեսաէնդոսկոպիկ կայան', ru: 'ЛОР-видеоэндоскопическая стойка', en: 'ENT video endoscopy unit' },
    {
      hy: 'Պացիենտն էկրանին տեսնում է այն, ինչ տեսնում է բժիշկը։',
      ru: 'Пациент видит на экране то же, что и врач.',
      en: 'Patients see on screen exactly what the doctor sees.',
    },
  ),
  item(
    11,
    'team',
    'team',
    { hy: 'Մեր բժիշկները', ru: 'Наши врачи', en: 'Our doctors' },
    {
      hy: 'Յոթ ուղղությունների մասնագետներ, որոնք աշխատում են որպես մեկ թիմ։',
      ru: 'Специалисты семи направлений, которые работают одной командой.',
      en: 'Specialists in seven fields working as one team.',
    },
  ),
  item(
    12,
    'surgeons',
    'team',
    { hy: 'Վիրաբուժական թիմ', ru: 'Хирургическая команда', en: 'Surgical team' },
    {
      hy: 'Վիրաբույժներ, անեսթեզիոլոգ և վիրահատարանի բուժքույրեր։',
      ru: 'Хирурги, анестезиолог и операционные медсёстры.',
      en: 'Surgeons, an anesthesiologist and operating room nurses.',
    },
  ),
  item(
    13,
    'nurses',
    'team',
    { hy: 'Բուժքույրեր', ru: 'Медицинские сёстры', en: 'Nurses' },
    {
      hy: 'Նրանք են վերցնում անալիզները, պատրաստում կաբինետները և հոգ տանում պացիենտների մասին։',
      ru: 'Они берут анализы, готовят кабинеты и заботятся о пациентах.',
      en: 'They take samples, prepare the rooms and look after our patients.',
    },
  ),
  item(
    14,
    'consultation',
    'procedures',
    { hy: 'Խորհրդատվություն', ru: 'Консультация', en: 'Consultation' },
    {
      hy: 'Բժիշկը բավարար ժամանակ ունի՝ լսելու, զննելու և բուժման պլանը բացատրելու համար։',
      ru: 'У врача достаточно времени, чтобы выслушать, осмотреть и объяснить план лечения.',
      en: 'Doctors have time to listen, examine and explain the treatment plan.',
    },
  ),
  item(
    15,
    'operating-room',
    'procedures',
    { hy: 'Վիրահատարան', ru: 'Операционная', en: 'Operating room' },
    {
      hy: 'Լամինար օդափոխություն, անզգայացման ժամանակակից սարքավորում և մոնիտորինգ։',
      ru: 'Ламинарная вентиляция, современная наркозно-дыхательная аппаратура и мониторинг.',
      en: 'Laminar airflow, modern anesthesia equipment and monitoring.',
    },
  ),
  item(
    16,
    'sterilization',
    'procedures',
    { hy: 'Մանրէազերծման բաժանմունք', ru: 'Стерилизационное отделение', en: 'Sterilization unit' },
    {
      hy: 'Բոլոր գործիքները մանրէազերծվում են ավտոկլավում և փաթեթավորվում առանձին-առանձին։',
      ru: 'Все инструменты проходят автоклавирование и упаковываются индивидуально.',
      en: 'Every instrument is autoclaved and packed individually.',
    },
  ),
];
