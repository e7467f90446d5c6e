/**
 * Country names in the interface language when the browser has none: some browsers' locale data holds no Armenian
 * region names (Debian’s Chromium shows bare codes or English names on an Armenian page; a phone’s smaller locale data
 * may too). The Unicode data's names for such a language come from i18n-iso-countries, loaded on demand, only
 * where the browser lacks them and only when the country list is first named.
 */
type RegionNames = Readonly<Record<string, string | readonly string[]>>;

/** The languages the site speaks whose names a browser may lack: their script, and where to load the names. */
const NAME_SOURCES: Record<string, { script: RegExp; load: () => Promise<RegionNames> }> = {
  hy: {
    script: /[\u0531-\u058F]/,
    load: () =>
      import('i18n-iso-countries/langs/hy.json').then((module) => ({
        ...module.default.countries,
        // Two territories with calling codes of their own that the ISO list leaves out (the Unicode data's names).
        AC: 'Համբարձման կղզի',
        TA: 'Տրիստան դա Կունյա',
      })),
  },
};

const loaded = new Map<string, RegionNames>();
const browserSpeaks = new Map<string, boolean>();
const displayNames = new Map<string, Intl.DisplayNames | null>();
let generation = 0;

/** The browser's region names in `locale` (one object per language), or null where it has none. */
function browserRegionNames(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale)!;
}

/**
 * Whether the browser names regions in `locale` itself. Asked for a language it lacks, a browser answers in
 * another one or with the bare code, depending on its own language: the answer's script tells.
 */
function browserNamesRegions(locale: string): boolean {
  let speaks = browserSpeaks.get(locale);
  if (speaks === undefined) {
    speaks = NAME_SOURCES[locale]!.script.test(browserRegionNames(locale)?.of('AM') ?? '');
    browserSpeaks.set(locale, speaks);
  }
  return speaks;
}

/** Whether every country can be named in `locale` now: by the browser, by names loaded here, or not at all. */
export function regionNamesReady(locale: string): boolean {
  return !(locale in NAME_SOURCES) || loaded.has(locale) || browserNamesRegions(locale);
}

/** Loads the names the browser lacks for `locale`; resolves at once when nothing is to load. */
export async function loadRegionNames(locale: string): Promise<void> {
  if (regionNamesReady(locale)) return;
  loaded.set(locale, await NAME_SOURCES[locale]!.load());
  generation += 1;
}

/** A country's name in `locale`: loaded here where the browser lacked it, else the browser's, else its code. */
export function regionName(iso2: string, locale: string): string {
  const name = loaded.get(locale)?.[iso2];
  return (typeof name === 'string' ? name : name?.[0]) ?? browserRegionNames(locale)?.of(iso2) ?? iso2;
}

/** Changes each time names are loaded: a list named before must be named again. */
export const regionNamesGeneration = () => generation;
