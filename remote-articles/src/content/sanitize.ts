import DOMPurify from 'dompurify';
import { sanitizeArticleHtml } from 'shared-ui/contract';

/**
 * Article HTML made safe to render: the contract's allow-list (the same one mock-server applies before storing), run
 * again in the browser with the page's DOMPurify — stored HTML is never trusted, whoever wrote it.
 */
export function sanitizeForDisplay(html: string): string {
  // DOMPurify without a usable DOM (never in a browser) returns nothing rather than the raw input: fail closed.
  if (!DOMPurify.isSupported) return '';
  return sanitizeArticleHtml(DOMPurify, html);
}
