import { describe, expect, it } from 'vitest';

import { createSearchIndex } from '@/features/search/model/engine';
import { highlight, snippet } from '@/features/search/model/highlight';
import { readSearchQuery } from '@/features/search/model/query';
import type { SearchDocument } from '@/features/search/model/types';

const documents: SearchDocument[] = [
  {
    id: 'service:dentistry',
    kind: 'service',
    title: 'Ստոմատոլոգիա',
    path: '/services/dentistry',
    text: 'Մեր ստոմատոլոգները բուժում են ատամները։ Իմպլանտներ և պսակներ։',
  },
  {
    id: 'service:lab',
    kind: 'service',
    title: 'Лаборатория',
    path: '/services/lab',
    text: 'Сдайте анализы крови и мочи; результаты анализов в личном кабинете.',
  },
  {
    id: 'doctor:anna',
    kind: 'doctor',
    title: 'Анна Петросян',
    path: '/doctors/anna',
    text: 'Стоматолог-терапевт. Лечит зубы стоматологом с 2010 года.',
  },
  { id: 'service:lab-hy', kind: 'service', title: 'Լաբորատորիա', path: '/services/lab', text: 'Ռինոպլաստիկա և բժիշկ։' },
  {
    id: 'news:surgery',
    kind: 'news',
    title: 'New rhinoplasty techniques',
    path: '/news/surgery',
    text: 'Our surgeons perform rhinoplasty and septoplasty surgeries.',
  },
];
const index = createSearchIndex(documents);
const ids = (query: string) => index.search(query).hits.map((hit) => hit.document.id);

describe('site search', () => {
  it('finds Armenian word forms (plural, article, oblique case) and prefixes', () => {
    expect(ids('ստոմատոլոգներ')).toContain('service:dentistry');
    expect(ids('ատամ')).toEqual(['service:dentistry']);
    expect(ids('ստոմատ')).toContain('service:dentistry');
    // nouns in -ա with the glide before case endings, and plurals in -ներ
    expect(ids('լաբորատորիայում')).toEqual(['service:lab-hy']);
    expect(ids('ռինոպլաստիկայի')).toEqual(['service:lab-hy']);
    expect(ids('բժիշկներ')).toEqual(['service:lab-hy']);
  });

  it('finds Russian cases regardless of letter case', () => {
    expect(ids('АНАЛИЗОВ')).toEqual(['service:lab']);
    expect(ids('стоматологу')).toContain('doctor:anna');
    expect(ids('зубов')).toEqual(['doctor:anna']);
  });

  it('finds English forms and needs every word of the query', () => {
    expect(ids('surgery')).toEqual(['news:surgery']);
    expect(ids('rhinoplasty surgeries')).toEqual(['news:surgery']);
    expect(ids('rhinoplasty teeth')).toEqual([]);
  });

  it('answers a typo with the nearest word as the content writes it, and its results', () => {
    const outcome = index.search('ринопластикка');
    expect(outcome.hits).toEqual([]);
    expect(index.search('анлизы').suggestion?.query).toBe('анализы');
    expect(index.search('анлизы').suggestion?.hits.map((hit) => hit.document.id)).toEqual(['service:lab']);
    expect(index.search('rhinoplsty').suggestion?.query).toBe('rhinoplasty');
    // the written form nearest to the typo, not the most frequent form of the stem
    expect(index.search('стаматологом').suggestion?.query).toBe('стоматологом');
  });

  it('says nothing is found without a suggestion when nothing is near', () => {
    const outcome = index.search('xyzzyq');
    expect(outcome.hits).toEqual([]);
    expect(outcome.suggestion).toBeUndefined();
  });

  it('treats an empty or punctuation-only query as no query', () => {
    expect(index.search('  ?! ').hits).toEqual([]);
    expect(readSearchQuery(['  a   b ', 'c'])).toBe('a b');
    expect(readSearchQuery('x'.repeat(500))).toHaveLength(100);
  });
});

describe('highlighting', () => {
  it('marks every form of a matched term, as text', () => {
    const [hit] = index.search('анализ').hits;
    const pieces = highlight(hit.document.text, hit.terms);
    expect(pieces.filter((piece) => piece.match).map((piece) => piece.text)).toEqual(['анализы', 'анализов']);
    expect(pieces.map((piece) => piece.text).join('')).toBe(hit.document.text);
  });

  it('cuts a snippet around the first match', () => {
    const text = `${'слово '.repeat(80)}анализы крови ${'слово '.repeat(80)}`;
    const cut = snippet(text, ['анализ'], 100);
    expect(cut).toContain('анализы');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(102);
  });
});
