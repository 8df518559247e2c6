/**
 * The server's copy of THE sanitiser (contract sanitizeArticleHtml) running DOMPurify on a jsdom window. The window
 * is made on first use, not at import: jsdom takes tens of milliseconds to start, and a server that never receives
 * an article should not pay for it.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeArticleHtml } from 'shared-ui/contract';

let purify: DOMPurify | undefined;

export function sanitizeStoredHtml(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window);
  return sanitizeArticleHtml(purify, html);
}
