import { describe, expect, it } from 'vitest';

import { NBSP, typeset, typesetAll } from '@/lib/typography';

/** Writes the non-breaking spaces visibly, so a failure shows where they are. */
const show = (text: string) => text.replaceAll(NBSP, '⍽');

describe('a number keeps its unit', () => {
  it.each([
    ['hy', 'տևում է 10 րոպե', 'տևում է 10⍽րոպե'],
    ['hy', 'գոյացություններ 2 մմ-ից', 'գոյացություններ 2⍽մմ-ից'],
    ['hy', 'բացվել է 2009 թվականին, 2026 թ.', 'բացվել է 2009⍽թվականին, 2026⍽թ.'],
    ['hy', '1–1,5 ժամ, 3–4 ամիս անց', '1–1,5⍽ժամ, 3–4⍽ամիս անց'],
    ['hy', 'Փետրվարի 16-ից 21-ը', 'Փետրվարի⍽16-ից 21-ը'],
    ['ru', 'за 10 мин, через 2 ч', 'за 10⍽мин, через 2⍽ч'],
    ['ru', 'от 2 мм и 20 минут', 'от 2⍽мм и⍽20⍽минут'],
    ['ru', 'в 2026 г. и 15 лет', 'в⍽2026⍽г. и⍽15⍽лет'],
    ['ru', 'с 16 по 21 февраля', 'с⍽16 по 21⍽февраля'],
    ['en', 'takes 15 min, 1.5 h or 3 days', 'takes 15⍽min, 1.5⍽h or 3⍽days'],
    ['en', 'lesions as small as 2 mm', 'lesions as small as 2⍽mm'],
  ] as const)('%s: %s', (locale, text, expected) => {
    expect(show(typeset(text, locale))).toBe(expected);
  });

  it('in messages, after an ICU argument and a plural’s #', () => {
    expect(show(typeset('Կրկին փորձեք {seconds} վայրկյան անց։', 'hy'))).toBe('Կրկին փորձեք {seconds}⍽վայրկյան անց։');
    expect(show(typeset('{n, plural, one {# секунду} other {# секунды}}', 'ru'))).toBe('{n, plural, one {#⍽секунду} other {#⍽секунды}}');
    expect(show(typeset('{count} of {max} characters', 'en'))).toBe('{count} of {max}⍽characters');
  });

  it('leaves a number before an ordinary word alone', () => {
    expect(show(typeset('1, 15 և 46 համարների', 'hy'))).toBe('1, 15 և 46 համարների');
    expect(show(typeset('2 специалиста, 3 кабинета', 'ru'))).toBe('2 специалиста, 3 кабинета');
    expect(show(typeset('top 3 reasons', 'en'))).toBe('top 3 reasons');
  });
});

describe('initials, signs and phone numbers', () => {
  it('keeps an initial with the name, before and after it', () => {
    expect(show(typeset('Б. Оганесян', 'ru'))).toBe('Б.⍽Оганесян');
    expect(show(typeset('Հ. Թումանյան', 'hy'))).toBe('Հ.⍽Թումանյան');
    expect(show(typeset('Оганес Б. оставил отзыв', 'ru'))).toBe('Оганес⍽Б. оставил отзыв');
    expect(show(typeset('Աննա Կ.', 'hy'))).toBe('Աննա⍽Կ.');
    expect(show(typeset('Anna K.', 'en'))).toBe('Anna⍽K.');
  });

  it('keeps № and ISO with their number', () => {
    expect(show(typeset('лицензия № А-0123', 'ru'))).toBe('лицензия №⍽А-0123');
    expect(show(typeset('լիցենզիա № Ա-0123', 'hy'))).toBe('լիցենզիա №⍽Ա-0123');
    expect(show(typeset('լիցենզիա N Ա-0123, N 5 կաբինետ', 'hy'))).toBe('լիցենզիա N⍽Ա-0123, N⍽5 կաբինետ');
    expect(show(typeset('Plan N B', 'en'))).toBe('Plan N B');
    expect(show(typeset('кабинет № 5, ISO 9001', 'ru'))).toBe('кабинет №⍽5, ISO⍽9001');
  });

  it('never splits a phone number', () => {
    expect(show(typeset('звоните: +374 10 55 12 34.', 'ru'))).toBe('звоните: +374⍽10⍽55⍽12⍽34.');
  });
});

describe('language rules', () => {
  it('Russian: the dash never starts a line', () => {
    expect(show(typeset('Забор анализов — каждое утро', 'ru'))).toBe('Забор анализов⍽— каждое утро');
    expect(show(typeset('Results — online', 'en'))).toBe('Results — online');
  });

  it('Armenian: a date in the native order, without ICU’s comma', () => {
    expect(show(typeset('Հրապարակված է 22 նոյեմբերի, 2026 թ.', 'hy'))).toBe('Հրապարակված է 2026⍽թ. նոյեմբերի⍽22');
    expect(show(typeset('5 հունվարի, 2026 թ.', 'hy'))).toBe('2026⍽թ. հունվարի⍽5');
  });

  it('a month written before its day stays with it (Armenian and US dates)', () => {
    expect(show(typeset('Ապրիլի 25-ին կընդունեն, մինչև հոկտեմբերի 31-ը', 'hy'))).toBe('Ապրիլի⍽25-ին կընդունեն, մինչև հոկտեմբերի⍽31-ը');
    expect(show(typeset('On April 25 and through October 31', 'en'))).toBe('On April⍽25 and through October⍽31');
    expect(show(typeset('May is a month', 'en'))).toBe('May is a month');
  });

  it('an abbreviation stays with what it names: «փ. 12», «էլ. փոստ», «ул. Туманяна»', () => {
    expect(show(typeset('Երևան, Թումանյան փ. 12, էլ. փոստ', 'hy'))).toBe('Երևան, Թումանյան փ.⍽12, էլ.⍽փոստ');
    expect(show(typeset('Ереван, ул. Туманяна, 12', 'ru'))).toBe('Ереван, ул.⍽Туманяна, 12');
    expect(show(typeset('Сеул. Туманяна', 'ru'))).toBe('Сеул. Туманяна');
  });

  it('Russian: a one-letter preposition or conjunction never ends a line', () => {
    expect(show(typeset('Вход с улицы, рядом с аптекой и к лифту, а в здании у входа о нас', 'ru'))).toBe(
      'Вход с⍽улицы, рядом с⍽аптекой и⍽к⍽лифту, а⍽в⍽здании у⍽входа о⍽нас',
    );
    expect(show(typeset('В клинике', 'ru'))).toBe('В⍽клинике');
    expect(show(typeset('ЛОР-врач и УЗИ-кабинет', 'ru'))).toBe('ЛОР-врач и⍽УЗИ-кабинет');
    expect(show(typeset('a b', 'en'))).toBe('a b');
  });

  it('is idempotent and leaves other values alone', () => {
    const once = typeset('Б. Оганесян, 10 мин — № 5, +374 10 55 12 34', 'ru');
    expect(typeset(once, 'ru')).toBe(once);
    expect(typesetAll({ a: ['10 мин'], n: 10, ok: true, none: null, slug: 'a-b' }, 'ru')).toEqual({
      a: [`10${NBSP}мин`],
      n: 10,
      ok: true,
      none: null,
      slug: 'a-b',
    });
  });
});
