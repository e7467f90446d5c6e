/**
 * The one inline script in every page's head, run before the first paint. A page paints before its scripts
 * arrive (lib/cache/after-first-paint.mjs), so for a moment its buttons and forms are there but React is not:
 *
 * - the session hint cookie (a client id, readable on purpose) marks `<html data-session="in">`, and CSS shows
 *   "My account" instead of "Sign in" from the first paint, while the page itself stays the same for everyone;
 * - a tap on a button, a form's submit (never sent natively: its data would go with a plain browser request),
 *   and what is typed into a field are captured while React has not hydrated that element, and handed to React
 *   once it has (lib/first-tap/replay.ts) — the technique of Google's JSAction. Per element, not per page: a
 *   part of the page in a Suspense boundary of its own (the request form) hydrates after the rest, and React
 *   drops a tap on a part it has not hydrated yet;
 * - a link that opens something in place once the page is interactive (a gallery photo, whose link to
 *   `?item=<id>` would otherwise load the whole page again) is held like a button and replayed: the viewer opens
 *   where the visitor is. A tap with a modifier key (a new tab) still follows the link;
 * - "My account", a link whose address needs the client id, gets it when tapped;
 * - a language link stores the choice in the locale cookie as it is followed (what next-intl's link does once
 *   the page is interactive): the next visit to `/` stays in that language. The links stay the real addresses
 *   of the page in each language, with no redirect through the server and no cookie on a cacheable response.
 *
 * Stored pages allow it by its hash like any inline script (lib/cache/page-policy.mjs); pages rendered per
 * request by the hash `documentScriptHash()` gives the proxy. It is plain ES5 and stays small: it is in every
 * document.
 */

/** The attribute on `<html>` that says a session hint is there ("in"). */
export const SESSION_ATTRIBUTE = 'data-session';
/** On "My account": the localized profile path without the id (`/en/profile/`); the id is added on a tap. */
export const ACCOUNT_LINK_ATTRIBUTE = 'data-account-base';
/** On a language link: the locale it switches to. */
export const LOCALE_LINK_ATTRIBUTE = 'data-locale';
/** On a link the page opens in place once it is interactive: before that, its tap is held and replayed. */
export const IN_PLACE_LINK_ATTRIBUTE = 'data-in-place';
/**
 * The global the script leaves for the replay: it returns the lists of what was captured, which keep growing
 * while parts of the page still wait to hydrate, and calls `onMore` when they do.
 */
export const CAPTURE_GLOBAL = '__firstTap';

/** What the capture returns: fields as typed ([element, value or checked]), then taps and submits in order. */
export interface CapturedInput {
  typed: Array<[HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | boolean]>;
  actions: Array<[HTMLElement, 'click'] | [HTMLFormElement, 'submit', HTMLElement | null]>;
}

export interface DocumentScriptOptions {
  /** The session hint cookie (a client id when a session is live). */
  sessionHintCookie: string;
  /** The locale cookie next-intl's proxy reads, and its lifetime in seconds. */
  localeCookie: string;
  localeCookieMaxAge: number;
}

const cookieName = (name: string) => name.replace(/[^\w-]/g, '');

export function documentScript({ sessionHintCookie, localeCookie, localeCookieMaxAge }: DocumentScriptOptions): string {
  const hint = cookieName(sessionHintCookie);
  const locale = `${cookieName(localeCookie)}=`;
  const localeAttributes = `;path=/;max-age=${Math.floor(localeCookieMaxAge)};samesite=lax`;
  return (
    '(function(d,w){' +
    `var m=/(?:^|;\\s*)${hint}=(\\d+)(?:;|$)/.exec(d.cookie),id=m&&m[1];` +
    `if(id)d.documentElement.setAttribute("${SESSION_ATTRIBUTE}","in");` +
    'var typed=[],actions=[],more=null;' +
    'function find(list,el){for(var i=0;i<list.length;i++)if(list[i][0]===el)return list[i]}' +
    // React has hydrated an element once it carries its props; from then on the event is React's.
    'function handled(el){var k=Object.keys(el);for(var i=0;i<k.length;i++)if(k[i].indexOf("__reactProps$")===0)return true;return false}' +
    'function add(list,item){list.push(item);if(more)more()}' +
    'function on(type,handle){d.addEventListener(type,function(e){if(e.target)handle(e,e.target)},true)}' +
    // Kept only once the event has gone past React's listeners (on the document too): a tap on a part React is
    // hydrating makes it hydrate that part at once and take the event itself, and a replay would act twice.
    // An event that never reaches the window was stopped by a handler, and only React's handlers are there.
    'var held=[];' +
    'function hold(e,item){held.push([e,item]);setTimeout(function(){settle(e)})}' +
    'function settle(e){for(var i=0;i<held.length;i++)if(held[i][0]===e){var item=held.splice(i,1)[0][1];' +
    'if(!handled(item[0])&&!find(actions,item[0]))add(actions,item);return}}' +
    'w.addEventListener("click",function(e){settle(e)});w.addEventListener("submit",function(e){settle(e)});' +
    'on("click",function(e,t){' +
    `t=t.closest&&t.closest("button,a[${ACCOUNT_LINK_ATTRIBUTE}],a[${LOCALE_LINK_ATTRIBUTE}],a[${IN_PLACE_LINK_ATTRIBUTE}]");if(!t||handled(t))return;` +
    `if(t.hasAttribute("${LOCALE_LINK_ATTRIBUTE}")){d.cookie="${locale}"+t.getAttribute("${LOCALE_LINK_ATTRIBUTE}").replace(/\\W/g,"")+"${localeAttributes}";return}` +
    `if(t.hasAttribute("${IN_PLACE_LINK_ATTRIBUTE}")){if(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault()}` +
    `else if(t.tagName==="A"){if(id)t.href=t.getAttribute("${ACCOUNT_LINK_ATTRIBUTE}")+id;return}` +
    // A submit button's tap arrives as the form's submit event.
    'if(t.disabled||(t.type==="submit"&&t.form))return;' +
    'hold(e,[t,"click"])});' +
    'on("submit",function(e,f){if(handled(f))return;e.preventDefault();hold(e,[f,"submit",e.submitter||null])});' +
    'function record(e,t){if(!t.form||handled(t))return;var v=t.type==="checkbox"||t.type==="radio"?t.checked:t.value,r=find(typed,t);if(r)r[1]=v;else add(typed,[t,v])}' +
    'on("input",record);on("change",record);' +
    `w.${CAPTURE_GLOBAL}=function(onMore){more=onMore;return{typed:typed,actions:actions}}` +
    '})(document,window)'
  );
}
