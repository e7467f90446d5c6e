/**
 * The one inline script in every page's head, run before the first paint. A page paints before its scripts
 * arrive (lib/cache/after-first-paint.mjs), so for a moment its buttons and forms are there but React is not:
 *
 * - the session hint cookie (a client id, readable on purpose) marks `<html data-session="in">`, and CSS shows
 *   "My account" instead of "Sign in" from the first paint, while the page itself stays the same for everyone;
 * - a tap on a button, a form's submit (never sent natively: its data would go with a plain browser request),
 *   and what is typed into a field are captured, and handed to React once the page is interactive
 *   (lib/first-tap/replay.ts) — the technique of Google's JSAction;
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
/** The global the script leaves for the replay: a function that stops capturing and returns what it captured. */
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
    'var typed=[],actions=[],done=false;' +
    'function find(list,el){for(var i=0;i<list.length;i++)if(list[i][0]===el)return list[i]}' +
    'function on(type,handle){d.addEventListener(type,function(e){if(!done)handle(e,e.target)},true)}' +
    'on("click",function(e,t){' +
    `t=t&&t.closest&&t.closest("button,a[${ACCOUNT_LINK_ATTRIBUTE}],a[${LOCALE_LINK_ATTRIBUTE}]");if(!t)return;` +
    `if(t.hasAttribute("${LOCALE_LINK_ATTRIBUTE}")){d.cookie="${locale}"+t.getAttribute("${LOCALE_LINK_ATTRIBUTE}").replace(/\\W/g,"")+"${localeAttributes}";return}` +
    `if(t.tagName==="A"){if(id)t.href=t.getAttribute("${ACCOUNT_LINK_ATTRIBUTE}")+id;return}` +
    // A submit button's tap arrives as the form's submit event.
    'if(t.disabled||(t.type==="submit"&&t.form))return;' +
    'if(!find(actions,t))actions.push([t,"click"])});' +
    'on("submit",function(e,f){e.preventDefault();if(!find(actions,f))actions.push([f,"submit",e.submitter||null])});' +
    'function record(e,t){if(!t||!t.form)return;var v=t.type==="checkbox"||t.type==="radio"?t.checked:t.value,r=find(typed,t);if(r)r[1]=v;else typed.push([t,v])}' +
    'on("input",record);on("change",record);' +
    `w.${CAPTURE_GLOBAL}=function(){done=true;return{typed:typed,actions:actions}}` +
    '})(document,window)'
  );
}
