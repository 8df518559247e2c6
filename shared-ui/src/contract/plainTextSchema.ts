/**
 * A plain-text field of a library form (articles, information, funds, managers) as the form and mock-server both check
 * it: trimmed, then the first that applies of 请输入…, …不能超过 N 个字 and 输入内容包含非法字符. A file apart from
 * textRules.ts, which the login page reads without zod.
 */
import { z } from 'zod';
import { containsIllegalCharacters, textLength } from './textRules';

export const plainTextSchema = (label: string, max: number, required = false) =>
  z
    .string({ error: `请输入${label}` })
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      if (required && v === '') ctx.addIssue({ code: 'custom', message: `请输入${label}` });
      else if (textLength(v) > max) ctx.addIssue({ code: 'custom', message: `${label}不能超过 ${String(max)} 个字` });
      else if (containsIllegalCharacters(v)) ctx.addIssue({ code: 'custom', message: '输入内容包含非法字符，请检查' });
    });
