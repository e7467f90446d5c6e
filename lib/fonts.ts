import { preload } from 'react-dom';

import type { Locale } from '@/lib/locales';

// The same files styles/fonts.css names: the bundler emits each once, so a preload and its @font-face share a URL.
// (The paths are literals: the bundler reads them at build time.)
const latin = [
  new URL('../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2', import.meta.url),
  new URL('../node_modules/@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2', import.meta.url),
];
const cyrillic = [
  new URL('../node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff2', import.meta.url),
  new URL('../node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-600-normal.woff2', import.meta.url),
];
const armenian = [
  new URL('../node_modules/@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff2', import.meta.url),
  new URL('../node_modules/@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-600-normal.woff2', import.meta.url),
];

/**
 * The font files a page in each language needs for its first paint: its own script, and Latin for digits,
 * spaces, punctuation and the brand name. A page preloads only these; another script on the page (a language's
 * name in the switcher) loads when it is drawn.
 */
export const FONT_FILES: Record<Locale, readonly URL[]> = {
  hy: [...armenian, ...latin],
  ru: [...cyrillic, ...latin],
  en: latin,
};

/** Preloads the page's fonts (a server component calls it; React puts the links in the head). */
export function preloadFonts(locale: Locale) {
  for (const file of FONT_FILES[locale]) preload(file.pathname, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
