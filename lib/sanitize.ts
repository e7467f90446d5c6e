import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer for HTML that comes from the API (news bodies, static pages). Only text structure
 * survives: no scripts, no event handlers, no styles, links only to http(s), mailto and tel.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      // Trimmed first: " https://…" is still external, and the scheme check sees what a browser follows.
      const trimmed: sanitizeHtml.Attributes = attribs.href === undefined ? {} : { href: attribs.href.trim() };
      const external = /^https?:\/\//i.test(trimmed.href ?? '');
      // Whatever opens a new tab (external links, or the API's own target) gets no handle on this page.
      const newTab = external || attribs.target === '_blank';
      return {
        tagName,
        attribs: { ...attribs, ...trimmed, ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
      };
    },
    // One h1 per page belongs to the page itself.
    h1: 'h2',
  },
};

export function sanitizeApiHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
