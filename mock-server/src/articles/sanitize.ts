/**
 * The server's copy of THE sanitiser (contract `sanitizeRichTextHtml`) running DOMPurify on a jsdom window, for
 * article bodies and for every module field of kind `richText`. The window is made on first use, not at import:
 * jsdom takes tens of milliseconds to start, and a server that never receives rich text should not pay for it.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { provideRichTextPurifier, sanitizeRichTextHtml } from 'shared-ui/contract';

let purify: DOMPurify | undefined;

function serverPurifier(): DOMPurify {
  purify ??= createDOMPurify(new JSDOM('').window);
  return purify;
}

// A `richText` field's schema sanitises in its transform with whatever purifier the runtime provided: on the server,
// this one. Importing this file (workflow/entryInput.ts does) is what provides it.
provideRichTextPurifier(serverPurifier);

export function sanitizeStoredHtml(html: string): string {
  return sanitizeRichTextHtml(serverPurifier(), html);
}
