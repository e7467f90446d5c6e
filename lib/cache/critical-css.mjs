/**
 * The CSS a stored page needs for its first paint: every rule of its stylesheets that applies to an element of
 * the document as rendered on the server, every font face and the keyframes its rules name (beasties). Not "above
 * the fold": the whole document is styled, whatever the screen, so the stylesheets that arrive after the paint
 * (after-first-paint.mjs) change nothing a visitor sees; they add what only later states use (an open menu or
 * dialog, a sent form).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { STATIC_URL_PREFIX, staticDirOf } from '../next-internals/build-output.mjs';
import { linkedStylesheets } from './after-first-paint.mjs';

/** @typedef {(href: string) => Promise<string | undefined> | string | undefined} ReadStylesheet */

/** Each built stylesheet's text by path: the files of a build never change. */
/** @type {Map<string, Promise<string | undefined>>} */
const stylesheetTexts = new Map();

/**
 * A stylesheet of the build (`/_next/static/…css`), the only files the critical CSS is made from.
 * @param {string} href
 */
export function isBuildStylesheet(href) {
  return /^\/_next\/static\/[\w./-]+\.css$/.test(href) && !href.includes('..');
}

/**
 * Reads a page's stylesheets (`/_next/static/…css`) from the build that serves it; `undefined` for anything else
 * or a file that is missing, so a page whose CSS cannot be read keeps its stylesheets as they are.
 * @param {string | undefined} serverDistDir
 * @returns {ReadStylesheet}
 */
export function buildStylesheetReader(serverDistDir) {
  if (!serverDistDir) return () => undefined;
  const staticDir = staticDirOf(serverDistDir);
  return async (href) => {
    if (!isBuildStylesheet(href)) return undefined;
    const file = path.join(staticDir, href.slice(STATIC_URL_PREFIX.length));
    if (!stylesheetTexts.has(file))
      stylesheetTexts.set(
        file,
        readFile(file, 'utf8').catch(() => undefined),
      );
    return stylesheetTexts.get(file);
  };
}

/**
 * Beasties, required as CommonJS when the first page is prepared: imported as an ES module, it would make the
 * bundler add its async-module runtime to every page's JavaScript.
 */
/** @type {ReturnType<typeof loadPageStylesheets> | undefined} */
let PageStylesheets;
function loadPageStylesheets() {
  /** @type {typeof import('beasties').default} */
  const Beasties = createRequire(import.meta.url)('beasties');
  return class PageStylesheets extends Beasties {
    /** @param {ReadStylesheet} readStylesheet */
    constructor(readStylesheet) {
      super({
        logLevel: 'silent',
        // Its compressing serializer drops the semicolon between two declarations of a rule that ends in one
        // (`text-decoration:nonedisplay:inline-flex`); the stylesheets are minified already.
        compress: false,
        // Only the stylesheets are reduced and merged into one <style>; after-first-paint.mjs moves the links.
        // (`false` works and is documented, though beasties' type declaration leaves it out.)
        preload: /** @type {any} */ (false),
        reduceInlineStyles: false,
        // Font faces are taken whole (fontFaces); the page preloads its own (lib/fonts.ts).
        inlineFonts: false,
        preloadFonts: false,
        // Marks the <style> the reduced rules land in, to read them back out of beasties' copy of the document.
        nonce: MARK,
        // States the head's script sets before the first paint (lib/first-tap/document-script.ts: a session
        // hint marks <html data-session="in">): no stored document has them, the first paint needs their rules.
        allowRules: [/\[data-session/],
      });
      this.readStylesheet = readStylesheet;
    }

    /** @param {string} href */
    getCssAsset(href) {
      return this.readStylesheet(href);
    }

    /**
     * Beasties tests a selector with its pseudo-classes taken out. A selector made only of them (`:focus-visible`,
     * `:where(h1,h2)`, the hyphenation rules' `:where(main :is(p,li))`) is left with nothing to test and its rule
     * dropped; such a rule can apply to any page, so it is kept.
     */
    /** @param {string} selector */
    normalizeCssSelector(selector) {
      // Not in beasties' type declarations: its own method, called as `super` would.
      const own = /** @type {{ normalizeCssSelector(selector: string): string }} */ (/** @type {unknown} */ (Beasties.prototype));
      return own.normalizeCssSelector.call(this, selector) || '*';
    }
  };
}

const MARK = 'critical-css';
const FONT_FACE = /@font-face\{[^}]*\}/g;
const RELATIVE_URL = /url\((?!["']?(?:data:|\/|https?:))(["']?)([^)"']+)\1\)/g;

/**
 * Every font face of a stylesheet, with its file's URL made absolute. Beasties keeps only the faces of families it
 * sees named in the rules it keeps, and ours are named through a custom property (`var(--font-sans)`), so it sees
 * none; the browser downloads only the faces whose range the page's text uses anyway.
 */
/**
 * @param {string} stylesheet
 * @param {string} href
 */
function fontFaces(stylesheet, href) {
  return (stylesheet.match(FONT_FACE) ?? [])
    .map((face) =>
      face.replace(
        RELATIVE_URL,
        (_, /** @type {string} */ quote, /** @type {string} */ url) =>
          `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`,
      ),
    )
    .join('');
}

const MARKED_STYLE = new RegExp(`<style nonce="${MARK}">([^<]*)</style>`);

/**
 * The rules of the page's stylesheets its document uses; '' when the page links none or one of them cannot be
 * read (the page then keeps its stylesheets as they are).
 */
/**
 * @param {string} html
 * @param {ReadStylesheet} readStylesheet
 * @returns {Promise<string>}
 */
export async function criticalCss(html, readStylesheet) {
  const hrefs = linkedStylesheets(html);
  if (hrefs.length === 0) return '';
  const texts = await Promise.all(hrefs.map((href) => readStylesheet(href)));
  if (texts.some((text) => typeof text !== 'string')) return '';
  try {
    // Only beasties' reduced stylesheet is taken from its output; the page's own HTML is never re-serialized.
    PageStylesheets ??= loadPageStylesheets();
    const processed = await new PageStylesheets(readStylesheet).process(html);
    const rules = MARKED_STYLE.exec(processed)?.[1];
    if (rules == null) return '';
    return hrefs.map((href, index) => fontFaces(/** @type {string} */ (texts[index]), href)).join('') + rules;
  } catch {
    return '';
  }
}
