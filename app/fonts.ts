import localFont from 'next/font/local';

/**
 * Noto Sans for Latin and Cyrillic, Noto Sans Armenian for Armenian, self-hosted from @fontsource.
 * (Paths are literals: the font loader reads them at build time.)
 * Each subset is its own family with a unicode-range. Latin and Armenian (the default language) are preloaded: a
 * late one would swap in after the first paint and shift the text (measured: CLS 0.026 and a later LCP on /).
 * Cyrillic is not preloaded, so Armenian and English pages do not wait for it; it is `optional` instead, so a
 * Russian page never swaps it in late (no layout shift): it is used when it arrives in time, otherwise from the
 * next page on, out of the cache.
 */
export const latinFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2', weight: '600' },
  ],
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  variable: '--font-latin',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export const cyrillicFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-600-normal.woff2', weight: '600' },
  ],
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
  variable: '--font-cyrillic',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
});

export const armenianFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-600-normal.woff2', weight: '600' },
  ],
  declarations: [{ prop: 'unicode-range', value: 'U+0308,U+0530-058F,U+2010,U+2024,U+25CC,U+FB13-FB17' }],
  variable: '--font-armenian',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export const fontVariables = [latinFont.variable, cyrillicFont.variable, armenianFont.variable].join(' ');
