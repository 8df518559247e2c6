import DOMPurify from 'dompurify';
import { provideRichTextPurifier, sanitizeRichTextHtml } from 'shared-ui/contract';

// The page's DOMPurify is this runtime's purifier: a `richText` field's schema sanitises with it in the form too, so
// what the browser sends is what the server will store. (Only where a DOM exists: never in Node.)
if (DOMPurify.isSupported) provideRichTextPurifier(() => DOMPurify);

/**
 * Rich-text HTML made safe to render: the contract's allow-list (the same one mock-server applies before storing), run
 * again in the browser with the page's DOMPurify — stored HTML is never trusted, whoever wrote it.
 */
export function sanitizeForDisplay(html: string): string {
  // DOMPurify without a usable DOM (never in a browser) returns nothing rather than the raw input: fail closed.
  if (!DOMPurify.isSupported) return '';
  return withImageAlts(sanitizeRichTextHtml(DOMPurify, html));
}

/**
 * Every image gets an `alt`: one the author gave stays; one without is shown as decorative (`alt=""`), so a screen
 * reader skips it instead of reading out its file address (axe: image-alt). The stored HTML is left as it was.
 * An inert template: nothing in it loads or runs.
 */
function withImageAlts(html: string): string {
  if (!html.includes('<img')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const bare = template.content.querySelectorAll('img:not([alt])');
  if (bare.length === 0) return html;
  for (const img of bare) img.setAttribute('alt', '');
  return template.innerHTML;
}
