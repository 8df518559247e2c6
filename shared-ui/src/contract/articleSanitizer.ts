/**
 * Articles use the general rich-text sanitiser (richTextSanitizer.ts); these names are the article code's words for
 * the same allow-list, kept so article code, tests and docs keep reading as they did.
 */
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_ALLOWED_URI,
  RICH_TEXT_NON_URL_ATTRIBUTES,
  RICH_TEXT_URL_ATTRIBUTES,
  sanitizeRichTextHtml,
} from './richTextSanitizer';

export * from './richTextSanitizer';

export const ARTICLE_ALLOWED_TAGS = RICH_TEXT_ALLOWED_TAGS;
export const ARTICLE_ALLOWED_ATTRIBUTES = RICH_TEXT_ALLOWED_ATTRIBUTES;
export const ARTICLE_ALLOWED_URI = RICH_TEXT_ALLOWED_URI;
export const ARTICLE_URL_ATTRIBUTES = RICH_TEXT_URL_ATTRIBUTES;
export const ARTICLE_NON_URL_ATTRIBUTES = RICH_TEXT_NON_URL_ATTRIBUTES;
export const sanitizeArticleHtml = sanitizeRichTextHtml;
