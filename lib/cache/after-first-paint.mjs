/**
 * A stored page that paints from its document alone: its framework scripts and, when the page carries its
 * critical CSS (critical-css.mjs), its stylesheets are requested after its first paint instead of from the head.
 *
 * Next writes every chunk of a page as `<script src async>` in the head (and a low-priority preload for some),
 * with no setting to defer them, and every stylesheet as a render-blocking `<link>`. On a slow connection the
 * browser fetches all of them before it can paint (docs/decisions/stored-page-scripts.md). Here they become one small inline script at the end of the body that adds them once the page
 * has painted: the stylesheets first (React finds them there when it hydrates, so it never loads them twice), then
 * the scripts; a stylesheet React only preloads for later is left to the flight data, which hints it again once the
 * scripts run. The rules the document uses are inlined in the head, so the first paint is already the finished
 * page; a browser without JavaScript gets the stylesheets from a `<noscript>`.
 *
 * Applied by the cache handlers to every app page they store and serve (stored-page.mjs), and by the proxy to the
 * profile, which is rendered per request under a nonce policy (lib/http/paint-first-page.ts): there Next puts the
 * request's nonce on each tag, and the loader carries it too; idempotent.
 * The markup it looks for is Next's (lib/next-internals/page-markup.mjs).
 */
import { ASYNC_CHUNK, CHUNK_PRELOAD, NONCE, STYLE_PRELOAD, STYLESHEET } from '../next-internals/page-markup.mjs';

/** Marks the loader, so its lists can be read back (deferredScriptSources) and a page is never done twice. */
export const LOADER_ID = 'after-first-paint';

/**
 * Adds the stylesheets, then the scripts, once the browser reports the page's first paint (a `paint` performance
 * entry, delivered after the frame is on screen), or after the first frame where paint timing is missing. A hidden
 * page never paints, so it adds them at once, and so does a page hidden before it painted.
 *
 * A browser may paint a page and never report it: Firefox records no paint entry for a document whose scroll
 * position it restores (a reload of a page scrolled down). So for a document that is scrolled when it has loaded,
 * the entry is awaited only until two frames after the `load` event: the page has painted whether reported or not.
 * Any other document waits for its entry, which Chromium reports only once the frame is on screen (later than the
 * frames, on a busy machine).
 *
 * The stylesheets arrive one by one but apply together: each is added for print (the browser loads and parses it,
 * and the screen's styles stay as they are), and once all have loaded or failed, all turn on at once. The page
 * then recomputes its style and layout once instead of once per file (the critical CSS already draws it).
 * Their font faces are dropped before they turn on: the critical CSS declares every one already, and faces added
 * again make the browser shape and lay out all the page's text anew (about 60 ms more in that one task under 4×
 * CPU, measured on a service page). A stylesheet whose rules the page may not read (another origin) applies whole.
 *
 * The files are requested a few per task: each request costs the main thread 1–4 ms (5–15 ms under 4× CPU), so a
 * page's 15–18 in one go made a task of 100–160 ms under 4× CPU right after the first paint. The next batch goes
 * out in the next task, before the files of the one before can have arrived, so no file starts later for it. A
 * hidden page (a link opened in a background tab) gets them all at once: its timers may wait a second or more.
 */
/** How many files the loader requests in one task. */
const REQUESTS_PER_TASK = 4;

/**
 * @param {[href: string, precedence: string][]} stylesheets
 * @param {string[]} scripts
 */
function loader(stylesheets, scripts, nonce = '') {
  return (
    `<script id="${LOADER_ID}"${nonce ? ` nonce="${nonce}"` : ''}>(function(stylesheets,scripts){` +
    'var added=false;' +
    'function append(tag,attributes){var element=document.createElement(tag);for(var name in attributes)element.setAttribute(name,attributes[name]);if(tag==="script")element.async=true;document.head.appendChild(element);return element}' +
    'function add(){if(added)return;added=true;' +
    'var links=[],waiting=stylesheets.length;' +
    'function withoutFontFaces(sheet){try{for(var i=sheet.cssRules.length-1;i>=0;i--)if(sheet.cssRules[i].type===5)sheet.deleteRule(i)}catch(error){}}' +
    'function settled(){if(--waiting===0)links.forEach(function(link){if(link.sheet)withoutFontFaces(link.sheet);link.removeAttribute("media")})}' +
    'var requests=stylesheets.map(function(sheet){return function(){var link=append("link",{rel:"stylesheet",href:sheet[0],"data-precedence":sheet[1],media:"print"});link.onload=link.onerror=settled;links.push(link)}})' +
    '.concat(scripts.map(function(src){return function(){append("script",{src:src})}}));' +
    `var perTask=document.visibilityState==="hidden"?requests.length:${REQUESTS_PER_TASK};` +
    '(function next(){requests.splice(0,perTask).forEach(function(request){request()});if(requests.length)setTimeout(next)})()}' +
    'if(document.visibilityState==="hidden")return add();' +
    'document.addEventListener("visibilitychange",add);' +
    'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
    'function afterFrames(count){requestAnimationFrame(function(){count>1?afterFrames(count-1):setTimeout(add)})}' +
    'if(types.indexOf("paint")>=0){' +
    'new PerformanceObserver(function(list,observer){observer.disconnect();add()}).observe({type:"paint",buffered:true});' +
    'window.addEventListener("load",function(){if(window.scrollY>0)afterFrames(2)})' +
    '}else afterFrames(1)' +
    `})(${JSON.stringify(stylesheets)},${JSON.stringify(scripts)})</script>`
  );
}

/**
 * Whether an inline script's text is exactly a loader this module writes (its lists read back and the loader made
 * again from them), so that the page policy allows it without allowing whatever else sits in a stored page.
 */
/** @param {string} text */
export function isLoaderScript(text) {
  const match = STORED_LISTS.exec(`<script id="${LOADER_ID}">${text}</script>`);
  if (!match) return false;
  try {
    return loader(JSON.parse(match[1]), JSON.parse(match[2])) === `<script id="${LOADER_ID}">${text}</script>`;
  } catch {
    return false;
  }
}

/** The lists a loader ends with: `…})([["/_next/static/…css","next"], …],["/_next/static/…js", …])</script>`. */
const STORED_LISTS = new RegExp(`<script id="${LOADER_ID}"${NONCE}>[^<]*\\}\\)\\((\\[.*?\\]),(\\[[^\\]]*\\])\\)</script>`);

/**
 * The page's HTML with its scripts, and with `criticalCss` its stylesheets, requested after the first paint; the
 * same string when there is nothing to move or the page was done before. `nonce`: the request's nonce of a page
 * rendered under a nonce policy, which the loader then carries (the scripts it adds are trusted through
 * 'strict-dynamic').
 */
/**
 * @param {string} html
 * @returns {string}
 */
export function afterFirstPaint(html, criticalCss = '', nonce = '') {
  if (isAfterFirstPaint(html) || !html.includes('</body>')) return html;
  /** @type {string[]} */
  const scripts = [];
  let moved = html.replace(ASYNC_CHUNK, (_, /** @type {string} */ src) => (scripts.push(src), '')).replace(CHUNK_PRELOAD, '');
  /** @type {[string, string][]} */
  const stylesheets = criticalCss ? [...moved.matchAll(STYLESHEET)].map(([, href, precedence]) => [href, precedence]) : [];
  if (stylesheets.length > 0) {
    // The first link's place gets the critical rules and, for a browser without JavaScript, every stylesheet.
    const noscript = stylesheets.map(([href]) => `<link rel="stylesheet" href="${href}"/>`).join('');
    const inlined = `<style id="critical-css">${criticalCss}</style><noscript>${noscript}</noscript>`;
    let first = true;
    moved = moved.replace(STYLESHEET, () => (first ? ((first = false), inlined) : '')).replace(STYLE_PRELOAD, '');
  }
  if (scripts.length === 0 && stylesheets.length === 0) return html;
  const end = moved.lastIndexOf('</body>');
  return `${moved.slice(0, end)}${loader(stylesheets, scripts, nonce)}${moved.slice(end)}`;
}

/** Whether the page was done before (it has the loader). */
/** @param {string} html */
export function isAfterFirstPaint(html) {
  return new RegExp(`<script id="${LOADER_ID}"${NONCE}>`).test(html);
}

/** The script sources a page's loader adds after the first paint (for the JavaScript budget check). */
/**
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScriptSources(html) {
  const match = STORED_LISTS.exec(html);
  return match ? JSON.parse(match[2]) : [];
}

/** The stylesheets a page's loader adds after the first paint. */
/**
 * @param {string} html
 * @returns {string[]}
 */
export function deferredStylesheets(html) {
  const match = STORED_LISTS.exec(html);
  return match ? JSON.parse(match[1]).map((/** @type {[string, string]} */ [href]) => href) : [];
}

/** The stylesheets a page links from its head, in their order (what critical-css.mjs reduces). */
/** @param {string} html */
export function linkedStylesheets(html) {
  return [...html.matchAll(STYLESHEET)].map((match) => match[1]);
}
