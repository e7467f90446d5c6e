import { describe, expect, it } from 'vitest';

import { isCompleteOtp, sanitizeOtpInput } from '@/features/auth/model/otp-code';

describe('the code field’s input rules', () => {
  it('keeps digits only, from whatever text was pasted', () => {
    expect(sanitizeOtpInput('123456')).toBe('123456');
    expect(sanitizeOtpInput('Your code: 246 810')).toBe('246810');
    expect(sanitizeOtpInput('24-68-10')).toBe('246810');
    expect(sanitizeOtpInput('abc')).toBe('');
  });

  it('reads full-width digits as digits', () => {
    expect(sanitizeOtpInput('１２３４５６')).toBe('123456');
  });

  it('keeps at most the code length', () => {
    expect(sanitizeOtpInput('1234567890')).toBe('123456');
  });

  it('knows a complete code', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('12345a')).toBe(false);
  });
});
