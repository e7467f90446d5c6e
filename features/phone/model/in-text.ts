/**
 * A phone number inside a sentence: its groups joined by non-breaking spaces, so it never breaks across lines.
 * A module of its own: the confirmation of a sent form needs it, not the phone library behind format.ts.
 */
export function phoneInText(display: string): string {
  return display.replace(/ /g, '\u00A0');
}
