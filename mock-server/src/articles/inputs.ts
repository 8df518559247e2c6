/**
 * Request bodies of the article and information writes, read with THE rules (contract articleInputSchema and
 * informationInputSchema, which the forms run too), then the rich text sanitised before anything is stored.
 *
 * A body that breaks the rules: HTTP 200 with the per-field errors as ValidationErrorData, code 1001 when every
 * problem is illegal characters (spec §5), else 1106. A body that is not a JSON object: HTTP 400, 1106.
 */
import {
  ErrorCode,
  articleInputSchema,
  errorMessage,
  informationInputSchema,
  parseCmsTime,
  richTextIsEmpty,
  ARTICLE_MESSAGES,
  type ValidationErrorData,
} from 'shared-ui/contract';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase';
import { badRequest, fieldRefusal, wrongTypeRefusal, type WorkflowRefusal } from '../workflow/refusal';
import { findManager } from './managers';
import type { ArticleValues, InformationValues } from './rows';
import { sanitizeStoredHtml } from './sanitize';

const ILLEGAL = errorMessage(ErrorCode.IllegalCharacters);
/** What the form says when a body had text only inside markup the sanitiser removes (a script, a style…). */
const EMPTY_AFTER_SANITISING = '请输入正文内容（脚本等不安全内容已被清除，清除后正文为空）';

export type Body = Record<string, unknown>;

export function objectBody(value: unknown): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('请求内容必须是 JSON 对象');
  return value as Body;
}

/** A body schema's result, or 1106 with its problems per field (HTTP 200: the message is for a person). */
export function parsedBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const input = objectBody(body);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw wrongTypeRefusal(result.error.issues, input) ?? fieldRefusal(ErrorCode.ValidationFailed, issueErrors(result.error.issues));
}

function issueErrors(issues: readonly z.core.$ZodIssue[]): ValidationErrorData['errors'] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

function inputRefusal(issues: readonly z.core.$ZodIssue[]): WorkflowRefusal {
  const errors = issueErrors(issues);
  const onlyIllegal = issues.length > 0 && issues.every((issue) => issue.message === ILLEGAL);
  return fieldRefusal(onlyIllegal ? ErrorCode.IllegalCharacters : ErrorCode.ValidationFailed, errors);
}

/** A time the schema has already checked. */
function checkedTime(text: string): number {
  const ms = parseCmsTime(text);
  if (ms === null) throw new Error(`unchecked time ${text}`);
  return ms;
}

/** The article form's values, ready to store. */
export function readArticleInput(value: unknown, db: Db): ArticleValues {
  const sent = objectBody(value);
  const result = articleInputSchema.safeParse(sent);
  if (!result.success) throw wrongTypeRefusal(result.error.issues, sent) ?? inputRefusal(result.error.issues);
  const input = result.data;
  const content = sanitizeStoredHtml(input.content);
  if (richTextIsEmpty(content)) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'content', message: EMPTY_AFTER_SANITISING }]);
  const managerId = input.manager_id.trim();
  if (managerId !== '' && !findManager(db, managerId)) {
    throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'manager_id', message: ARTICLE_MESSAGES.managerUnknown }]);
  }
  return { ...input, content, manager_id: managerId, show_time: checkedTime(input.show_time) };
}

/** An information add page's values, ready to store. */
export function readInformationInput(value: unknown): InformationValues {
  const sent = objectBody(value);
  const result = informationInputSchema.safeParse(sent);
  if (!result.success) throw wrongTypeRefusal(result.error.issues, sent) ?? inputRefusal(result.error.issues);
  const input = result.data;
  const content = input.content === '' ? '' : sanitizeStoredHtml(input.content);
  // A stock-calendar entry may have no body; any other category needs one that survives sanitising.
  if (input.type !== 1 && richTextIsEmpty(content)) {
    throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'content', message: EMPTY_AFTER_SANITISING }]);
  }
  const stockCalendar = input.type === 1;
  return {
    type: input.type,
    title: input.title,
    author: input.author,
    abstract: input.abstract,
    content,
    show_time: checkedTime(input.show_time),
    // Only a stock-calendar entry has an event; elsewhere these stay '' whatever the form left in them.
    event_date: stockCalendar ? input.event_date : '',
    market: stockCalendar ? input.market : '',
    stock_code: stockCalendar ? input.stock_code.toUpperCase() : '',
    stock_name: stockCalendar ? input.stock_name : '',
    event_type: stockCalendar ? input.event_type : '',
    related_stocks: input.related_stocks === '' ? '' : input.related_stocks.split(';').map((c) => c.trim().toUpperCase()).filter((c) => c !== '').join(';'),
  };
}
