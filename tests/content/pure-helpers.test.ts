import { describe, expect, it } from 'vitest';
import { galleryItemHref } from '@/lib/gallery/item-param';
import { newsPageRoute, parseNewsPage } from '@/lib/news/pages';
import { pageWindow } from '@/lib/news/page-window';
import { EMPTY_REVIEW, toTestimonialCreate, validateReview } from '@/lib/content/review-form';
import { reviewLimits } from '@/lib/content/review-limits';

const limits = reviewLimits();

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

describe('review form rules', () => {
  it('requires a name, a rating, a text of 20+ characters and consent', () => {
    expect(validateReview(EMPTY_REVIEW, limits)).toEqual({
      author: { key: 'required' },
      rating: { key: 'rating' },
      text: { key: 'required' },
      consent: { key: 'consent' },
    });
  });

  it('takes its limits from the contract', () => {
    expect(limits).toEqual({ authorMin: 2, authorMax: 80, textMin: 20, textMax: 2000 });
  });

  it('measures trimmed lengths against the contract’s limits', () => {
    const base = { ...EMPTY_REVIEW, rating: 5, consent: true, text: 'x'.repeat(20) };
    expect(validateReview({ ...base, author: ' A ' }, limits).author).toEqual({ key: 'tooShort', min: 2 });
    expect(validateReview({ ...base, author: 'A'.repeat(81) }, limits).author).toEqual({ key: 'tooLong', max: 80 });
    expect(validateReview({ ...base, author: 'Anna', text: `  ${'x'.repeat(19)}  ` }, limits).text).toEqual({ key: 'tooShort', min: 20 });
    expect(validateReview({ ...base, author: 'Anna', text: 'x'.repeat(2001) }, limits).text).toEqual({ key: 'tooLong', max: 2000 });
    expect(validateReview({ ...base, author: 'Anna' }, limits)).toEqual({});
  });

  it('builds the request body: trimmed, service only when chosen, consent true', () => {
    const values = { author: ' Anna ', text: ` ${'y'.repeat(25)} `, rating: 3, service: '' as const, consent: true };
    expect(toTestimonialCreate(values)).toEqual({ author: 'Anna', text: 'y'.repeat(25), rating: 3, consent: true });
    expect(toTestimonialCreate({ ...values, service: 'lab' })).toMatchObject({ service: 'lab' });
  });
});
