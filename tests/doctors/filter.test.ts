import { describe, expect, it } from 'vitest';

import {
  allVariants,
  doctorFilterHref,
  doctorFilterPath,
  filterOfSegments,
  matchesFilter,
  parseDoctorFilter,
  variantPath,
} from '@/features/doctors/model/filter';

const parse = (query: string) => parseDoctorFilter(new URLSearchParams(query));

describe('the doctors filter', () => {
  it('reads a service and a language from the query; other parameters do not matter', () => {
    expect(parse('service=ent&lang=en')).toEqual({ service: 'ent', lang: 'en' });
    expect(parse('lang=ru&utm_source=mail')).toEqual({ lang: 'ru' });
    expect(parse('service=&lang=')).toEqual({});
    expect(parse('')).toEqual({});
  });

  it('refuses unknown values and repeated keys (they must not become pages)', () => {
    for (const query of ['service=cardiology', 'lang=fr', 'lang=EN', 'service=ent&service=lab', 'service=../../etc', 'lang=hy%00']) {
      expect(parse(query), query).toBeNull();
    }
  });

  it('maps every filter onto one prerendered variant and back', () => {
    const variants = allVariants();
    expect(variants).toHaveLength(8 * 4 - 1);
    expect(variants).not.toContainEqual({ service: 'all', lang: 'all' });
    for (const segments of variants) {
      const filter = filterOfSegments(segments)!;
      expect(variantPath(filter)).toBe(`/doctors/filter/${segments.service}/${segments.lang}`);
    }
    expect(filterOfSegments({ service: 'all', lang: 'all' })).toBeNull();
    expect(filterOfSegments({ service: 'cardiology', lang: 'all' })).toBeNull();
    expect(filterOfSegments({ service: 'ent', lang: 'de' })).toBeNull();
  });

  it('links to the public address of a filter', () => {
    expect(doctorFilterHref({})).toBe('/doctors');
    expect(doctorFilterHref({ service: 'lab', lang: undefined })).toEqual({ pathname: '/doctors', query: { service: 'lab' } });
    expect(doctorFilterPath({ service: 'ent', lang: 'en' })).toBe('/doctors?service=ent&lang=en');
  });

  it('lets through the doctors of the service who speak the language', () => {
    const doctor = { services: ['ent', 'rhinoplasty'], languages: [{ code: 'hy' }, { code: 'en' }] };
    expect(matchesFilter(doctor, {})).toBe(true);
    expect(matchesFilter(doctor, { service: 'rhinoplasty', lang: 'en' })).toBe(true);
    expect(matchesFilter(doctor, { service: 'lab' })).toBe(false);
    expect(matchesFilter(doctor, { lang: 'ru' })).toBe(false);
  });
});
