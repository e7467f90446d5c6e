import { describe, expect, it } from 'vitest';

import { afterSignInPath, safeReturnPath } from '@/features/auth/model/return-path';

describe('the return path after sign-in', () => {
  it('accepts only a same-site profile path', () => {
    expect(safeReturnPath('/profile/42')).toBe('/profile/42');
    expect(safeReturnPath('//evil.example/profile/42')).toBeNull();
    expect(safeReturnPath('https://evil.example/profile/42')).toBeNull();
    expect(safeReturnPath('/profile/42?x=1')).toBeNull();
    expect(safeReturnPath('/profile/0')).toBeNull();
    expect(safeReturnPath('/profile/abc')).toBeNull();
    expect(safeReturnPath('/news')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it('lands the client on the profile they came from', () => {
    expect(afterSignInPath('/profile/42', '42')).toBe('/profile/42');
  });

  it('lands the client on their own profile when next is missing, unsafe or someone else’s', () => {
    expect(afterSignInPath(null, '42')).toBe('/profile/42');
    expect(afterSignInPath('https://evil.example', '42')).toBe('/profile/42');
    expect(afterSignInPath('/profile/7', '42')).toBe('/profile/42');
  });
});
