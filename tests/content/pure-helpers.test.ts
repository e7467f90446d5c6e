import { describe, expect, it } from 'vitest';

import { pageWindow } from '@/components/ui/page-window';
import { galleryItemHref } from '@/features/gallery/model/item-param';
import { newsPageRoute, parseNewsPage } from '@/lib/routes';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps that hide at least two pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('news page paths', () => {
  it('puts page 1 at /news and the others under /news/page/{n}', () => {
    expect(newsPageRoute(1)).toBe('/news');
    expect(newsPageRoute(3)).toBe('/news/page/3');
  });

  it('accepts only plain positive numbers', () => {
    expect(parseNewsPage('2')).toBe(2);
    for (const bad of ['0', '02', '-1', '2a', '', '1.5', '999999']) expect(parseNewsPage(bad), bad).toBeNull();
  });
});

describe('galleryItemHref', () => {
  it('sets, replaces and removes the item parameter, keeping the path and other parameters', () => {
    expect(galleryItemHref('http://x.test/ru/gallery', '4')).toBe('/ru/gallery?item=4');
    expect(galleryItemHref('http://x.test/ru/gallery?item=4&utm=a#top', '5')).toBe('/ru/gallery?item=5&utm=a#top');
    expect(galleryItemHref('http://x.test/ru/gallery?utm=a&item=4', null)).toBe('/ru/gallery?utm=a');
  });
});
