import { describe, expect, it } from 'vitest';

import { classifyPath, hasMiscasedLocale, isMalformed, isUnknown, splitLocale } from '@/lib/not-found/classify';
import type { SlugIndex } from '@/lib/not-found/slug-index';

const index: SlugIndex = { news: ['flu-season-testing'], newsPages: 3, doctors: ['anahit-petrosyan'], pages: ['privacy-policy'] };

const decide = (pathname: string) => {
  const target = classifyPath(splitLocale(pathname).path);
  if (!target) return 'render';
  if (isMalformed(target)) return '404 by shape';
  return isUnknown(target, index) ? '404 by index' : 'render';
};

describe('the not-found decision of the middleware', () => {
  it('finds the locale in the prefix, Armenian without one', () => {
    expect(splitLocale('/ru/news/x')).toEqual({ locale: 'ru', path: '/news/x' });
    expect(splitLocale('/news/x')).toEqual({ locale: 'hy', path: '/news/x' });
  });

  it('lets known slugs, pages and other routes through', () => {
    expect(decide('/en/news/flu-season-testing')).toBe('render');
    expect(decide('/doctors/anahit-petrosyan')).toBe('render');
    expect(decide('/ru/static-content/privacy-policy')).toBe('render');
    expect(decide('/news/page/3')).toBe('render');
    expect(decide('/news/page/1')).toBe('render');
    expect(decide('/profile/42')).toBe('render');
    expect(decide('/en/services/ent')).toBe('render');
  });

  it('answers malformed slugs and ids from their shape, without the index', () => {
    expect(decide(`/news/${'a'.repeat(101)}`)).toBe('404 by shape');
    expect(decide('/news/Not_A_Slug')).toBe('404 by shape');
    expect(decide('/en/doctors/-x')).toBe('404 by shape');
    expect(decide('/news/page/0')).toBe('404 by shape');
    expect(decide('/news/page/99999999')).toBe('404 by shape');
    expect(decide('/ru/profile/abc')).toBe('404 by shape');
    expect(decide('/en/page-not-found')).toBe('404 by shape');
  });

  it('answers a path no route has with the 404 page, at any depth and with or without a dot', () => {
    for (const path of ['/does-not-exist', '/ru/a/b/c', '/en/a1.b', '/services/no-such-service', '/apiX', '/about-us/x', '/en/search/x']) {
      expect(decide(path), path).toBe('404 by shape');
    }
    for (const path of ['/', '/ru', '/en/about-us', '/services/', '/ru/search', '/gallery', '/en/foreign-clients']) {
      expect(decide(path), path).toBe('render');
    }
  });

  it('answers well-formed unknown slugs and pages past the last from the index', () => {
    expect(decide(`/news/${'a'.repeat(100)}`)).toBe('404 by index');
    expect(decide('/en/news/no-such-item')).toBe('404 by index');
    expect(decide('/ru/doctors/no-such-doctor')).toBe('404 by index');
    expect(decide('/static-content/no-such-page')).toBe('404 by index');
    expect(decide('/news/page/4')).toBe('404 by index');
  });

  it('leaves a language prefix in the wrong case to the language routing, which redirects it', () => {
    expect(hasMiscasedLocale('/RU/contacts')).toBe(true);
    expect(hasMiscasedLocale('/En')).toBe(true);
    expect(hasMiscasedLocale('/ru/contacts')).toBe(false);
    expect(hasMiscasedLocale('/RUS/contacts')).toBe(false);
  });
});
