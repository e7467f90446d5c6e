import { preload } from 'react-dom';

import type { Locale } from '@/lib/locales';

/**
 * The one font file a page in each language needs for its first paint: its own script and the Latin its pages
 * use, at every weight (scripts/build-core-fonts.py). A page preloads only this; a character outside it (another
 * script, a rare letter) loads its full face when it is drawn.
 *
 * The same files styles/fonts.css names: the bundler emits each once, so the preload and the @font-face share a
 * URL. (The paths are literals: the bundler reads them at build time.)
 */
export const FONT_FILES: Record<Locale, URL> = {
  hy: new URL('../styles/fonts/noto-sans-armenian-core.woff2', import.meta.url),
  ru: new URL('../styles/fonts/noto-sans-cyrillic-core.woff2', import.meta.url),
  en: new URL('../styles/fonts/noto-sans-latin-core.woff2', import.meta.url),
};

/** Preloads the page's font (a server component calls it; React puts the link in the head). */
export function preloadFont(locale: Locale) {
  preload(FONT_FILES[locale].pathname, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
