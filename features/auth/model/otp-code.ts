export const OTP_CODE_LENGTH = 6;
/** Seconds before a new one-time code may be requested. */
export const OTP_COUNTDOWN_SECONDS = 90;

/**
 * What the code field keeps of whatever was typed or pasted ("Code: 123 456", "123-456"):
 * the digits, at most the code's length. Nothing is ever rejected, so paste is never blocked.
 */
export function sanitizeOtpInput(text: string, length = OTP_CODE_LENGTH): string {
  // Full-width and other Unicode digits become ASCII ones first.
  const digits = text.normalize('NFKC').replace(/\D/g, '');
  return digits.slice(0, length);
}

export function isCompleteOtp(code: string, length = OTP_CODE_LENGTH): boolean {
  return code.length === length && /^\d+$/.test(code);
}
