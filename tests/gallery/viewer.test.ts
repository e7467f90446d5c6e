import { describe, expect, it } from 'vitest';

import { swipeStep, wrapIndex } from '@/features/gallery/model/viewer';

describe('image viewer steps', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(2, 1, 5)).toBe(3);
  });

  it('reads a swipe: far enough and mostly sideways', () => {
    expect(swipeStep(-180, 10, 50)).toBe(1);
    expect(swipeStep(200, -10, 50)).toBe(-1);
    expect(swipeStep(-40, 0, 50)).toBe(0);
    expect(swipeStep(-60, 300, 50)).toBe(0);
  });
});
