/**
 * A stored page with its finished Suspense boundaries back in place. React's server renderer writes a boundary of
 * more than 500 bytes that comes after the first 12.8 kB of the document out of place, for a page still
 * streaming (lib/next-internals/page-markup.mjs, `outlinedBoundary`): on a prerendered page that is the request
 * form, which the browser then shows only when an inline script moves it in, a frame or up to 300 ms after the
 * first paint, laying out the whole page again in a task of its own (about 70 ms under 4× CPU), and never without
 * JavaScript. Here such a boundary is written where it belongs, as React writes a boundary it did not outline
 * (`<!--$-->…<!--/$-->`), and the instructions and the runtime they call go.
 *
 * All or nothing: a page with any other instruction, a boundary with a fallback, or markup not found as expected
 * is left as React wrote it.
 */
import { outlinedBoundary } from '../next-internals/page-markup.mjs';

/**
 * The index of the `</div>` that closes the element whose content starts at `from`, or -1. Inside a segment every
 * `<` of text and attributes is escaped by React, so the tags are all there is to count.
 * @param {string} html
 * @param {number} from
 */
function closingDiv(html, from) {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * @param {string} html
 * @returns {string}
 */
export function inlineOutlinedBoundaries(html) {
  const completions = [...html.matchAll(outlinedBoundary.COMPLETE)];
  if (completions.length === 0) return html;
  const instructions = html.match(new RegExp(outlinedBoundary.ANY_INSTRUCTION.source, 'g')) ?? [];
  if (instructions.length !== completions.length) return html;

  let inlined = html;
  for (const [, boundary, segment] of completions) {
    const placeholder = outlinedBoundary.placeholder(boundary);
    const start = outlinedBoundary.segmentStart(segment);
    const at = inlined.indexOf(start);
    if (at < 0 || !inlined.includes(placeholder)) return html;
    const end = closingDiv(inlined, at + start.length);
    if (end < 0) return html;
    const content = inlined.slice(at + start.length, end);
    inlined = inlined.slice(0, at) + inlined.slice(end + '</div>'.length);
    inlined = inlined.replace(placeholder, () => outlinedBoundary.inline(content));
  }

  // The scripts that carried the instructions: React's runtime definitions, then the calls. Nothing else may be there.
  let unexpected = false;
  inlined = inlined.replace(INLINE_SCRIPT, (script, /** @type {string} */ text) => {
    const rest = text.replace(outlinedBoundary.COMPLETE, '');
    if (rest === text) return script;
    if (rest !== '' && !(rest.startsWith('$R') && !outlinedBoundary.ANY_INSTRUCTION.test(rest))) unexpected = true;
    return '';
  });
  return unexpected ? html : inlined.replace(outlinedBoundary.REVEAL_CLOCK, '');
}
