import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer for HTML that comes from the API (news bodies, static pages). Only text structure
 * survives: no scripts, no event handlers, no styles, links only to http(s), mailto and tel.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
    // One h1 per page belongs to the page itself.
    h1: 'h2',
  },
};

export function sanitizeApiHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
