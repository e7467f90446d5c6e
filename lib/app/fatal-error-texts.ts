import type { Locale } from '@/lib/config';

/**
 * The error screen's texts for app/global-error.tsx, which renders outside the i18n provider (the root
 * layout itself failed). A unit test keeps them equal to the `Error` namespace of messages/*.json.
 */
export const FATAL_ERROR_TEXTS: Record<Locale, { title: string; heading: string; text: string; home: string }> = {
  hy: {
    title: 'Ուպս, սխալ',
    heading: 'Ուպս :(',
    text: 'Ինչ-որ բան այն չէ։ Հավանաբար այս էջը գոյություն չունի։',
    home: 'Գլխավոր էջ',
  },
  ru: {
    title: 'Ой, ошибка',
    heading: 'Ой :(',
    text: 'Что-то пошло не так. Вероятно, этой страницы не существует.',
    home: 'На главную',
  },
  en: {
    title: 'Oops, Error',
    heading: 'Oops :(',
    text: "Something went wrong. This page probably doesn't exist.",
    home: 'Go to home',
  },
};
