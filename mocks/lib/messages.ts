/** Localized texts of the demo API's error bodies. */
import type { ApiErrorCode } from '@/lib/api/schemas';
import type { Locale } from '@/lib/locales';
import type { Localized } from '@/mocks/lib/localized';

export const ERRORS: Record<ApiErrorCode, Localized> = {
  validation: { hy: 'Ստուգեք լրացված դաշտերը', ru: 'Проверьте заполненные поля', en: 'Please check the highlighted fields' },
  invalid_code: { hy: 'Կոդը սխալ է', ru: 'Неверный код', en: 'The code is incorrect' },
  code_expired: {
    hy: 'Կոդի գործողության ժամկետը լրացել է։ Խնդրեք նոր կոդ',
    ru: 'Срок действия кода истёк. Запросите новый код',
    en: 'The code has expired. Please request a new one',
  },
  too_many_attempts: {
    hy: 'Փորձերի քանակը սպառվել է։ Խնդրեք նոր կոդ',
    ru: 'Попытки исчерпаны. Запросите новый код',
    en: 'Too many attempts. Please request a new code',
  },
  unauthorized: { hy: 'Անհրաժեշտ է մուտք գործել', ru: 'Требуется вход', en: 'Please sign in' },
  forbidden: { hy: 'Մուտքն արգելված է', ru: 'Доступ запрещён', en: 'Access denied' },
  not_found: { hy: 'Չի գտնվել', ru: 'Не найдено', en: 'Not found' },
  rate_limited: {
    hy: 'Չափազանց շատ հարցումներ։ Կրկին փորձեք {seconds} վայրկյան անց',
    ru: 'Слишком много запросов. Повторите попытку через {seconds} с',
    en: 'Too many requests. Try again in {seconds} s',
  },
  idempotency_conflict: {
    hy: 'Այս բանալիով արդեն ուղարկվել է այլ հայտ',
    ru: 'С этим ключом уже отправлена другая заявка',
    en: 'Another request was already sent with this key',
  },
  slot_taken: {
    hy: 'Այս ժամն արդեն զբաղված է։ Ընտրեք մեկ այլ ժամ',
    ru: 'Это время уже занято. Выберите другое',
    en: 'This time is no longer available. Please choose another one',
  },
  too_late: {
    hy: 'Այցից 2 ժամից քիչ առաջ այն այլևս հնարավոր չէ փոխել կամ չեղարկել։ Զանգահարեք կլինիկա',
    ru: 'Менее чем за 2 часа до приёма его уже нельзя изменить или отменить. Позвоните в клинику',
    en: 'Less than 2 hours before the visit it can no longer be changed or canceled. Please call the clinic',
  },
  server: {
    hy: 'Սերվերի սխալ։ Փորձեք մի փոքր ուշ',
    ru: 'Ошибка сервера. Попробуйте чуть позже',
    en: 'Server error. Please try again shortly',
  },
};

export function errorMessage(code: ApiErrorCode, locale: Locale, retryAfterSeconds?: number): string {
  return ERRORS[code][locale].replace('{seconds}', String(retryAfterSeconds ?? 60));
}

export const FIELD_MESSAGES = {
  required: { hy: 'Պարտադիր դաշտ', ru: 'Обязательное поле', en: 'This field is required' },
  tooShort: { hy: 'Նվազագույնը {n} նիշ', ru: 'Минимум символов: {n}', en: 'At least {n} characters' },
  tooLong: { hy: 'Առավելագույնը {n} նիշ', ru: 'Максимум символов: {n}', en: 'At most {n} characters' },
  phone: {
    hy: 'Նշեք համարը միջազգային ձևաչափով, օրինակ՝ +37491123456',
    ru: 'Укажите номер в международном формате, например +37491123456',
    en: 'Enter the number in international format, e.g. +37491123456',
  },
  code: { hy: 'Կոդը բաղկացած է 6 թվանշանից', ru: 'Код состоит из 6 цифр', en: 'The code has 6 digits' },
  date: { hy: 'Նշեք ճիշտ ամսաթիվ', ru: 'Укажите правильную дату', en: 'Enter a valid date' },
  datePast: { hy: 'Ամսաթիվը չի կարող անցյալում լինել', ru: 'Дата не может быть в прошлом', en: 'The date cannot be in the past' },
  consent: { hy: 'Անհրաժեշտ է ձեր համաձայնությունը', ru: 'Необходимо ваше согласие', en: 'Your consent is required' },
  rating: { hy: 'Գնահատականը 1-ից 5 է', ru: 'Оценка — от 1 до 5', en: 'The rating is from 1 to 5' },
  service: { hy: 'Անհայտ ծառայություն', ru: 'Неизвестная услуга', en: 'Unknown service' },
  doctorService: {
    hy: 'Այս բժիշկը չի մատուցում ընտրված ծառայությունը',
    ru: 'Этот врач не оказывает выбранную услугу',
    en: 'This doctor does not provide the chosen service',
  },
  idempotencyKey: {
    hy: 'Idempotency-Key վերնագիրը պետք է պարունակի 16–64 նիշ՝ լատինատառեր, թվանշաններ, գծիկ կամ ընդգծման նշան',
    ru: 'Заголовок Idempotency-Key: от 16 до 64 символов — латинские буквы, цифры, дефис или знак подчёркивания',
    en: 'The Idempotency-Key header must be 16–64 characters: Latin letters, digits, hyphens or underscores',
  },
  number: { hy: 'Նշեք ամբողջ թիվ', ru: 'Укажите целое число', en: 'Enter a whole number' },
  invalid: { hy: 'Սխալ արժեք', ru: 'Неправильное значение', en: 'Invalid value' },
  body: {
    hy: 'Հարցման մարմինը պետք է լինի JSON օբյեկտ',
    ru: 'Тело запроса должно быть JSON-объектом',
    en: 'The request body must be a JSON object',
  },
} satisfies Record<string, Localized>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function fieldMessage(key: FieldMessageKey, locale: Locale, n?: number): string {
  return FIELD_MESSAGES[key][locale].replace('{n}', String(n ?? ''));
}
