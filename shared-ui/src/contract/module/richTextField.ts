/**
 * The schema of a `richText` field (FAQ answers, protocol texts, holiday notices): the form and mock-server run it
 * alike. Sanitising is part of it (a transform), so what the server stores is the sanitised HTML by the same rule
 * that checked it; the required and maximum-length rules count the visible text, not the markup.
 */
import { z } from 'zod';
import { richTextHasContent, richTextVisibleText, sanitizeRichText } from '../richTextSanitizer';
import { textLength } from '../textRules';

/** No rich-text value may be longer than this as HTML (as for article bodies): a pasted page is refused, not stored. */
export const RICH_TEXT_HTML_MAX = 1024 * 1024;

export function richTextSchema(def: { label: string; required?: boolean; maxLength?: number }) {
  const { label, maxLength } = def;
  return (
    z
      .string({ error: `请输入${label}` })
      .max(RICH_TEXT_HTML_MAX, `${label}内容过长（超过 1 MB），请精简`)
      // Sanitised first, so the rules below judge what will be stored and shown (a lone <script> is empty).
      .transform((html) => sanitizeRichText(html) ?? html)
      .superRefine((html, ctx) => {
        if (!richTextHasContent(html)) {
          if (def.required) ctx.addIssue({ code: 'custom', message: `请输入${label}` });
          return;
        }
        if (maxLength !== undefined && textLength(richTextVisibleText(html)) > maxLength) {
          ctx.addIssue({ code: 'custom', message: `${label}不能超过 ${String(maxLength)} 个字` });
        }
      })
      // An editor's empty document (`<p></p>`) is stored as '' — "not filled in", as every other kind says it.
      .transform((html) => (richTextHasContent(html) ? html : ''))
  );
}
