import { describe, expect, it } from 'vitest';

import { countSignificant, fixFormattingDeletion, mapCaret, positionAfterSignificant } from '@/features/phone/model/caret';
import { fitToInputLength, formatAsYouType, resolveFormatMode } from '@/features/phone/model/format';
import { PHONE_INPUT_MAX_LENGTH } from '@/features/phone/model/limits';

describe('formatting as you type', () => {
  it('formats national digits with the selected country', () => {
    expect(formatAsYouType('010123456', 'AM').text).toBe('(010) 123456');
    expect(formatAsYouType('89123456789', 'RU').text).toBe('8 (912) 345-67-89');
    expect(formatAsYouType('2125551234', 'US').text).toBe('(212) 555-1234');
  });

  it('formats international input and tells the country once the digits do', () => {
    expect(formatAsYouType('+37410123456', 'RU')).toMatchObject({ text: '+374 10 123456', country: 'AM', international: true });
    expect(formatAsYouType('0037410123456', 'RU')).toMatchObject({ text: '+374 10 123456', country: 'AM' });
    expect(formatAsYouType('+7', 'AM')).toMatchObject({ text: '+7', country: undefined, callingCode: '7' });
    expect(formatAsYouType('+77011234567', 'RU')).toMatchObject({ country: 'KZ', callingCode: '7' });
  });

  it('keeps a complete extension and leaves text with letters alone', () => {
    expect(formatAsYouType('+37410123456 ext. 12', 'AM').text).toBe('+374 10 123456 ext. 12');
    expect(formatAsYouType('+374 10 12345e', 'AM').text).toBe('+374 10 12345e');
  });

  it('falls back to international for an unknown format mode', () => {
    expect(resolveFormatMode('idd')).toBe('idd');
    expect(resolveFormatMode('E.164')).toBe('international');
    expect(resolveFormatMode(undefined)).toBe('international');
  });

  it('fits a long formatted number into the 25 characters of the field', () => {
    expect(fitToInputLength('+374 10 123456', '+37410123456')).toBe('+374 10 123456');
    const long = '+374 10 123456 ext. 123456789';
    expect(fitToInputLength(long, '+37410123456')).toBe('+37410123456');
    expect(fitToInputLength('9'.repeat(30), undefined)).toHaveLength(PHONE_INPUT_MAX_LENGTH);
  });
});

describe('caret', () => {
  it('counts digits and a leading plus', () => {
    expect(countSignificant('+374 (10)', 6)).toBe(4);
    expect(countSignificant(' +1 +2')).toBe(3);
    expect(positionAfterSignificant('(010) 123', 3)).toBe(4);
    expect(positionAfterSignificant('(010) 123', 0)).toBe(0);
  });

  it('stays after the digit just typed in the middle', () => {
    // typed "5" after "(010) 12": raw "(010) 125|3456"
    const raw = '(010) 1253456';
    expect(mapCaret(raw, 9, '(010) 125345')).toBe(9);
    // typed a digit that made the format add brackets: "010|" → "(010)|"
    expect(mapCaret('010', 3, '(010)')).toBe(5);
    // typed the 4th digit at the start of "(010) 12345" → "1(010) 12345" becomes "(101) 012345"
    expect(mapCaret('1(010) 12345', 1, '(101) 012345')).toBe(2);
  });

  it('keeps its distance from the end when nothing but text follows', () => {
    expect(mapCaret('+37410123456 ext. ', 18, '+374 10 123456 ext. ')).toBe(20);
  });

  it('deleting a space or bracket deletes the digit before it instead', () => {
    // "(010) |123456" backspace removes ")": raw "(010 123456", caret 4
    expect(fixFormattingDeletion('(010) 123456', '(010 123456', 4, 'deleteContentBackward')).toEqual({ text: '(01 123456', caret: 3 });
    // forward delete on the space of "+374 |10" removes the "1"
    expect(fixFormattingDeletion('+374 10', '+37410', 4, 'deleteContentForward')).toEqual({ text: '+3740', caret: 4 });
    // a real digit deletion is left alone
    expect(fixFormattingDeletion('(010) 123456', '(010) 12456', 8, 'deleteContentBackward')).toEqual({ text: '(010) 12456', caret: 8 });
    expect(fixFormattingDeletion('010', '0101', 4, 'insertText')).toEqual({ text: '0101', caret: 4 });
  });
});
