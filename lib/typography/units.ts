/**
 * Words that must stay on the line of the number before them: units, measures of time, currency,
 * the year abbreviations and the month after a day ("22 նոյեմբերի", "1 июля", "15 min"). A stem ending in
 * `*` matches every inflected form ("րոպե*" matches րոպեում, րոպեից; "минут*" matches минуты, минутах).
 */
import { HY_MONTHS_GENITIVE } from '@/lib/i18n/format';
import type { Locale } from '@/lib/locales';

const RU_MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const UNITS: Record<Locale, readonly string[]> = {
  hy: [
    ...['մմ', 'սմ', 'մ', 'կմ', 'կգ', 'գ', 'մգ', 'մլ', 'լ', 'թ.', 'դ.', '֏', '%'],
    ...['րոպե*', 'ժամ*', 'վայրկյան*', 'օր*', 'շաբաթ*', 'ամիս*', 'ամս*', 'տարի*', 'տարվա*', 'տարեկան*', 'ամսական*', 'թվական*'],
    ...['դրամ*', 'նիշ*', 'թվանշան*', 'աստղ*', 'այց*', 'անգամ*', 'տեսակ*', 'վիրահատություն*', 'թեստ*', 'հոգի', 'մարդ*'],
    ...HY_MONTHS_GENITIVE,
  ],
  ru: [
    ...[
      'мм',
      'см',
      'м',
      'км',
      'кг',
      'г',
      'г.',
      'гг.',
      'мг',
      'мкг',
      'мл',
      'л',
      'мин',
      'мин.',
      'ч',
      'ч.',
      'с',
      'сек*',
      'млн',
      'тыс.',
      '֏',
      '₽',
      '%',
    ],
    ...['минут*', 'час*', 'секунд*', 'дн*', 'день', 'сут*', 'недел*', 'месяц*', 'мес.', 'год*', 'лет', 'раз', 'раза'],
    ...['драм*', 'символ*', 'цифр*', 'звезд*', 'звёзд*', 'визит*', 'операци*', 'вид*', 'тест*', 'человек*', 'отзыв*'],
    ...RU_MONTHS,
  ],
  en: [
    ...['mm', 'cm', 'm', 'km', 'kg', 'g', 'mg', 'ml', 'min', 'h', 's', 'AMD', '%', 'AM', 'PM'],
    ...['minute*', 'hour*', 'second*', 'day*', 'week*', 'month*', 'year*', 'times'],
    ...['dram*', 'character*', 'digit*', 'star*', 'visit*', 'operation*', 'test*', 'people', 'review*'],
    ...EN_MONTHS,
  ],
};

export const MONTHS_GENITIVE = { hy: HY_MONTHS_GENITIVE } as const;
/** English month names, written before the day in US dates ("April 25"). */
export const MONTHS = { en: EN_MONTHS } as const;
