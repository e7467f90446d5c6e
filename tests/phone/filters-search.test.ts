import { describe, expect, it } from 'vitest';

import { getCountryList } from '@/features/phone/model/countries';
import {
  applyCustomPattern,
  filterPhoneText,
  keepValidCharacters,
  limitParseInput,
  normalizeInternationalPrefix,
  toAsciiDigits,
} from '@/features/phone/model/filters';
import { filterCountries, findTypeaheadIndex, foldForSearch } from '@/features/phone/model/search';

describe('input filters', () => {
  it('keeps digits, spaces, parentheses, plus and hyphen', () => {
    expect(keepValidCharacters('Tel.: +374 (10) 12-34-56; ext')).toBe(' +374 (10) 12-34-56 ');
  });

  it('filters by a custom pattern without regex state leaking between characters', () => {
    expect(applyCustomPattern('+374 10 12', /\d/g)).toBe('3741012');
    expect(applyCustomPattern('a1b2', /[a-z]/y)).toBe('ab');
  });

  it('turns other digit sets into ASCII digits', () => {
    expect(toAsciiDigits('٠٥٠ ١٢٣')).toBe('050 123');
    expect(toAsciiDigits('۰۹۱۲')).toBe('0912');
    expect(toAsciiDigits('０１２')).toBe('012');
  });

  it('combines the filters', () => {
    expect(filterPhoneText('tel ٠١٠', { validCharactersOnly: true })).toBe(' 010');
    expect(filterPhoneText('tel 010', {})).toBe('tel 010');
  });

  it('reads a leading 00 as the international plus', () => {
    expect(normalizeInternationalPrefix('0037410123456')).toBe('+37410123456');
    expect(normalizeInternationalPrefix('00 374 10')).toBe('+374 10');
    expect(normalizeInternationalPrefix('010 123456')).toBe('010 123456');
    expect(normalizeInternationalPrefix('00')).toBe('00');
  });

  it('cuts the parser input at 250 characters', () => {
    expect(limitParseInput('1'.repeat(300))).toHaveLength(250);
    expect(limitParseInput('123')).toBe('123');
  });
});

describe('country search', () => {
  const en = getCountryList('en').countries;
  const ru = getCountryList('ru').countries;
  const hy = getCountryList('hy').countries;

  it('folds case and accents', () => {
    expect(foldForSearch('  Côte  d’Ivoire ')).toBe('cote d’ivoire');
    expect(foldForSearch('ЁЛКА', 'ru')).toBe('елка');
  });

  it('finds by localized name, ISO2 and dial code', () => {
    expect(filterCountries(en, 'germ').map((c) => c.iso2)).toEqual(['DE']);
    expect(filterCountries(ru, 'герм').map((c) => c.iso2)).toEqual(['DE']);
    expect(filterCountries(hy, 'Գերմ').map((c) => c.iso2)).toEqual(['DE']);
    expect(filterCountries(en, 'cote').map((c) => c.iso2)).toEqual(['CI']);
    expect(filterCountries(en, 'de').map((c) => c.iso2)).toContain('DE');
    expect(filterCountries(en, '+374').map((c) => c.iso2)).toEqual(['AM']);
    expect(filterCountries(en, '7').map((c) => c.iso2)).toEqual(['RU', 'KZ']);
    expect(filterCountries(en, '').length).toBe(en.length);
    expect(filterCountries(en, 'zzzz')).toEqual([]);
  });

  it('type-to-find matches the start of the name, case-insensitively', () => {
    const at = (typed: string, from = 0, list = en) => list[findTypeaheadIndex(list, typed, from)]?.iso2;
    expect(at('ge')).toBe('GE');
    expect(at('GER')).toBe('DE');
    expect(at('ф', 0, ru)).toBe('FO'); // Фарерские о-ва
    expect(at('фр', 0, ru)).toBe('FR');
    expect(at('Ֆր', 0, hy)).toBe('FR');
    expect(at('374')).toBe('AM');
    expect(findTypeaheadIndex(en, 'xyz', 0)).toBe(-1);
  });

  it('a repeated letter walks through the countries with that letter', () => {
    const first = findTypeaheadIndex(en, 'g', 0);
    const second = findTypeaheadIndex(en, 'g', first);
    const third = findTypeaheadIndex(en, 'gg', second);
    expect([en[first].name, en[second].name, en[third].name]).toEqual(['Gabon', 'Gambia', 'Georgia']);
  });
});
