/**
 * Keeping the caret where the user left it while the field reformats the number. Positions are
 * tracked by "significant" characters (digits and a leading plus), which formatting never changes.
 */

function isSignificant(text: string, index: number): boolean {
  const ch = text[index];
  if (ch >= '0' && ch <= '9') return true;
  return ch === '+' && text.slice(0, index).trim() === '';
}

export function countSignificant(text: string, end = text.length): number {
  let count = 0;
  for (let i = 0; i < Math.min(end, text.length); i++) if (isSignificant(text, i)) count++;
  return count;
}

/** Position just after the `count`-th significant character. */
export function positionAfterSignificant(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSignificant(text, i) && ++seen === count) return i + 1;
  }
  return text.length;
}

/**
 * Where the caret goes in `formatted`, given where it was in the `raw` text the user produced.
 * With no digit after the caret (typing at the end, or in "ext. ") the caret keeps its distance
 * from the end; otherwise it stays after the same number of digits.
 */
export function mapCaret(raw: string, caret: number, formatted: string): number {
  const after = raw.slice(caret);
  if (countSignificant(after) === 0 && formatted.endsWith(after)) return formatted.length - after.length;
  return positionAfterSignificant(formatted, countSignificant(raw, caret));
}

/**
 * A deletion that removed only formatting (a space, a bracket, a hyphen) would be undone by the
 * next format. Remove the digit next to it instead, as the user meant.
 */
export function fixFormattingDeletion(
  previous: string,
  raw: string,
  caret: number,
  inputType: string | undefined,
): { text: string; caret: number } {
  const backward = inputType === 'deleteContentBackward';
  const forward = inputType === 'deleteContentForward';
  if ((!backward && !forward) || raw.length >= previous.length) return { text: raw, caret };
  if (countSignificant(raw) !== countSignificant(previous)) return { text: raw, caret };
  if (backward) {
    for (let i = caret - 1; i >= 0; i--) {
      if (isSignificant(raw, i)) return { text: raw.slice(0, i) + raw.slice(i + 1), caret: i };
    }
  } else {
    for (let i = caret; i < raw.length; i++) {
      if (isSignificant(raw, i)) return { text: raw.slice(0, i) + raw.slice(i + 1), caret };
    }
  }
  return { text: raw, caret };
}
