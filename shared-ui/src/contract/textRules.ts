/**
 * Text rules the form and mock-server both run. Illegal characters (code 1001): control characters other than
 * tab and line breaks, and script markup in plain-text fields (`<script`, `javascript:`, inline event handlers).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rule finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const SCRIPT_MARKUP = /<\s*\/?\s*script\b|javascript\s*:|\bon[a-z]+\s*=\s*["']?|<\s*iframe\b/i;

export function containsIllegalCharacters(text: string): boolean {
  return CONTROL.test(text) || SCRIPT_MARKUP.test(text);
}

/** http or https, with a host. */
export function isHttpLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A UIN list as the app reads it: English semicolons (a full-width ；, typed with a Chinese input method, becomes one),
 * no spaces around them, no trailing one.
 */
export function normaliseUinList(text: string): string {
  return text
    .replace(/；/g, ';')
    .split(';')
    .map((p) => p.trim())
    .join(';')
    .replace(/;+$/, '');
}

/** UINs separated by semicolons (English or full-width): digits only, no empty entries. Empty text is an empty list. */
export function parseUinList(text: string): string[] | null {
  const trimmed = normaliseUinList(text.trim());
  if (trimmed === '') return [];
  const parts = trimmed.split(';').map((p) => p.trim());
  return parts.every((p) => /^\d{4,20}$/.test(p)) ? parts : null;
}

/** Length as people count it: one per character, a Chinese character included. */
export function textLength(text: string): number {
  return [...text].length;
}
