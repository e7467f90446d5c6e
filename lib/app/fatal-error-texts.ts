import type { Locale } from '@/lib/locales';

/**
 * The error screen's texts, bundled with the code: app/global-error.tsx renders outside the i18n provider (the
 * root layout itself failed), and the site's error screen (features/shell/components/error-screen.tsx) reads them here
 * too, so no page sends them in its flight data. A unit test keeps them equal to the `Error` namespace of
 * messages/*.json.
 */
export const FATAL_ERROR_TEXTS: Record<
  Locale,
  { title: string; heading: string; text: string; home: string; retry: string; botText: string }
> = {
  hy: {
    title: 'Վա՜յ, սխալ',
    heading: 'Վա՜յ :(',
    text: 'Էջը բացելիս սխալ տեղի ունեցավ։ Փորձեք կրկին կամ անցեք գլխավոր էջ։',
    home: 'Գլխավոր էջ',
    retry: 'Կրկին փորձել',
    botText: 'Սխալ',
  },
  ru: {
    title: 'Ой, ошибка',
    heading: 'Ой :(',
    text: 'При открытии страницы произошла ошибка. Попробуйте ещё раз или перейдите на главную.',
    home: 'На главную',
    retry: 'Попробовать снова',
    botText: 'Ошибка',
  },
  en: {
    title: 'Oops, Error',
    heading: 'Oops :(',
    text: 'Something went wrong while opening this page. Try again, or go to the home page.',
    home: 'Go to the home page',
    retry: 'Try again',
    botText: 'Error',
  },
};
