import type { DOMPurify } from 'dompurify';

/**
 * THE rich-text rules, for articles and for every module field of kind `richText` (FAQ answers, protocol texts,
 * holiday notices …): what HTML survives, and the visible text the required and length rules count.
 */

/** Tags the sanitiser keeps: what the editor can make (headings, marks, lists, links, images, tables). */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col', 'hr', 'code', 'pre',
] as const;
export const RICH_TEXT_ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'src', 'alt', 'title', 'colspan', 'rowspan', 'colwidth'] as const;
/**
 * http(s) links, and same-origin paths (uploaded images); never `javascript:`, `data:` or protocol-relative (`//host`,
 * nor `/\host`, which browsers read as `//host`).
 */
export const RICH_TEXT_ALLOWED_URI = /^(?:https?:\/\/|\/(?![/\\]))/i;
/** The allowed attributes that hold a URL: checked against RICH_TEXT_ALLOWED_URI. */
export const RICH_TEXT_URL_ATTRIBUTES = ['href', 'src'] as const;
/** The allowed attributes that are plain values (numbers, words), never URLs. */
export const RICH_TEXT_NON_URL_ATTRIBUTES = ['colspan', 'rowspan', 'colwidth', 'target', 'rel'] as const;

const configured = new WeakSet<DOMPurify>();

/**
 * The one sanitiser of rich-text HTML: mock-server runs it before storing (DOMPurify on jsdom), the browser runs it
 * again before rendering (DOMPurify on the page). No script, no event handler, no style, no `javascript:` URL
 * survives; every link opens in a new tab without a window.opener.
 */
export function sanitizeRichTextHtml(purify: DOMPurify, html: string): string {
  if (!configured.has(purify)) {
    purify.addHook('afterSanitizeAttributes', (node) => {
      // DOMPurify lets `data:` through on <img src> whatever ALLOWED_URI_REGEXP says (its DATA_URI_TAGS cannot be
      // emptied by configuration): every URL attribute must match the allow-list here too, or it goes.
      for (const name of RICH_TEXT_URL_ATTRIBUTES) {
        const value = node.getAttribute(name);
        // Browsers drop tabs, line breaks and spaces from a URL before reading it: judge what they will read.
        // eslint-disable-next-line no-control-regex -- control characters are what a browser strips
        if (value !== null && !RICH_TEXT_ALLOWED_URI.test(value.replace(/[\u0000-\u0020]/g, ''))) node.removeAttribute(name);
      }
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    configured.add(purify);
  }
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: RICH_TEXT_ALLOWED_URI,
    // DOMPurify checks every allowed attribute that is not "URI-safe" against ALLOWED_URI_REGEXP: without this a
    // table cell's colspan="2" fails the http(s)-only pattern and is dropped.
    ADD_URI_SAFE_ATTR: [...RICH_TEXT_NON_URL_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

/**
 * Where this runtime's DOMPurify comes from. The contract has no DOM of its own (it runs on the login page and in
 * Node): mock-server provides DOMPurify on jsdom (its `articles/sanitize.ts`, imported wherever values are parsed),
 * the browser provides the page's when `shared-ui/richText` loads. A factory, so the jsdom window is made on first use.
 */
let purifierSource: (() => DOMPurify) | undefined;

export function provideRichTextPurifier(source: () => DOMPurify): void {
  purifierSource = source;
}

/**
 * Rich-text HTML through this runtime's sanitiser; null when the runtime provided none. The schema of a `richText`
 * field calls this in its transform: on mock-server (which always provides one) the stored HTML is the sanitised
 * HTML; in a browser whose editor has not loaded yet the value passes as typed — the server's parse is the one that
 * counts, and every render sanitises again.
 */
export function sanitizeRichText(html: string): string | null {
  return purifierSource ? sanitizeRichTextHtml(purifierSource(), html) : null;
}

const BLOCK_BOUNDARY = /<\/?(?:p|br|h[1-6]|li|ul|ol|blockquote|tr|td|th|table|thead|tbody|pre|hr|div)\b[^>]*>/gi;
/** What an editor or DOMPurify writes as entities (the rest they write as characters), and a few common in pasted text. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–', middot: '·',
  ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', yen: '¥', copy: '©', reg: '®', times: '×',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body] ?? entity;
}

/**
 * The text a reader sees, without a DOM: block boundaries become one space, inline tags vanish (`粗<b>体</b>` is
 * 粗体), entities are decoded, runs of white space collapse. What the required and maximum-length rules count and
 * what a list cell shows.
 */
export function richTextVisibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Is there anything to see: text, an image or a table (an empty `<p></p>` or `<p>&nbsp;</p>` is nothing)? */
export function richTextHasContent(html: string): boolean {
  return richTextVisibleText(html) !== '' || /<(img|table)\b/i.test(html);
}
