import type { DOMPurify } from 'dompurify';

/** Tags the sanitiser keeps: what the editor can make (headings, marks, lists, links, images, tables). */
export const ARTICLE_ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col', 'hr', 'code', 'pre',
] as const;
export const ARTICLE_ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'src', 'alt', 'title', 'colspan', 'rowspan', 'colwidth'] as const;
/**
 * http(s) links, and same-origin paths (uploaded images); never `javascript:`, `data:` or protocol-relative (`//host`,
 * nor `/\host`, which browsers read as `//host`).
 */
export const ARTICLE_ALLOWED_URI = /^(?:https?:\/\/|\/(?![/\\]))/i;
/** The allowed attributes that hold a URL: checked against ARTICLE_ALLOWED_URI. */
export const ARTICLE_URL_ATTRIBUTES = ['href', 'src'] as const;
/** The allowed attributes that are plain values (numbers, words), never URLs. */
export const ARTICLE_NON_URL_ATTRIBUTES = ['colspan', 'rowspan', 'colwidth', 'target', 'rel'] as const;

const configured = new WeakSet<DOMPurify>();

/**
 * The one sanitiser of article HTML: mock-server runs it before storing (DOMPurify on jsdom), remote-articles runs it
 * again before rendering (DOMPurify on the page). No script, no event handler, no style, no `javascript:` URL survives;
 * every link opens in a new tab without a window.opener.
 */
export function sanitizeArticleHtml(purify: DOMPurify, html: string): string {
  if (!configured.has(purify)) {
    purify.addHook('afterSanitizeAttributes', (node) => {
      // DOMPurify lets `data:` through on <img src> whatever ALLOWED_URI_REGEXP says (its DATA_URI_TAGS cannot be
      // emptied by configuration): every URL attribute must match the allow-list here too, or it goes.
      for (const name of ARTICLE_URL_ATTRIBUTES) {
        const value = node.getAttribute(name);
        // Browsers drop tabs, line breaks and spaces from a URL before reading it: judge what they will read.
        // eslint-disable-next-line no-control-regex -- control characters are what a browser strips
        if (value !== null && !ARTICLE_ALLOWED_URI.test(value.replace(/[\u0000-\u0020]/g, ''))) node.removeAttribute(name);
      }
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    configured.add(purify);
  }
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_ALLOWED_TAGS],
    ALLOWED_ATTR: [...ARTICLE_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ARTICLE_ALLOWED_URI,
    // DOMPurify checks every allowed attribute that is not "URI-safe" against ALLOWED_URI_REGEXP: without this a
    // table cell's colspan="2" fails the http(s)-only pattern and is dropped.
    ADD_URI_SAFE_ATTR: [...ARTICLE_NON_URL_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
