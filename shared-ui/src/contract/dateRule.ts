/**
 * The one date rule, in words: every date (`YYYY-MM-DD`) and date-time (`YYYY-MM-DD HH:mm:ss`) a person or a caller
 * gives — a module's date and date-time fields, its schedule, the custom screens' bodies and queries — is checked by
 * `readCmsTime` (time.ts, a real calendar) and refused with a message naming the field and what is wrong with it
 * (结束日期不是有效日期：2027 年 2 月只有 28 天). The form and mock-server run the same schema, so the server's 1106
 * carries the message the form shows.
 */
import { z } from 'zod';
import { CMS_DATE_FORMAT, CMS_TIME_FORMAT, CMS_YEARS, readCmsTime, type CmsTimeProblem, type CmsTimeShape } from './time';

const NOUN: Record<CmsTimeShape, string> = { date: '日期', datetime: '时间' };
const FORMAT: Record<CmsTimeShape, string> = { date: CMS_DATE_FORMAT, datetime: CMS_TIME_FORMAT };

function problemWords(problem: CmsTimeProblem, shape: CmsTimeShape): string {
  switch (problem.kind) {
    case 'shape':
      return `应为 ${FORMAT[shape]}`;
    case 'year':
      return `年份应在 ${String(CMS_YEARS.min)}–${String(CMS_YEARS.max)} 之间`;
    case 'month':
      return '月份应为 01–12';
    case 'day':
      return problem.day < 1 ? '日应从 01 起' : `${String(problem.year)} 年 ${String(problem.month)} 月只有 ${String(problem.days)} 天`;
    case 'hour':
      return '小时应为 00–23';
    case 'minute':
      return '分钟应为 00–59';
    case 'second':
      return '秒应为 00–59';
  }
}

/** What is wrong with `text` as the field `label`'s date or time, in Chinese; undefined when it is a real one. */
export function cmsTimeProblem(label: string, text: unknown, shape: CmsTimeShape): string | undefined {
  const read = readCmsTime(text, shape);
  if ('ms' in read) return undefined;
  const { problem } = read;
  return `${label}不是有效${NOUN[shape]}${problem.kind === 'shape' ? '，' : '：'}${problemWords(problem, shape)}`;
}

export interface CmsTimeSchemaOptions {
  /** Empty text is refused with 请选择{label} (otherwise empty text passes as "none"). */
  required?: boolean;
}

/**
 * The zod schema of a date or date-time text field: empty allowed unless `required`, otherwise a real day or
 * time of `shape`, each refusal naming `label`. Not trimmed: a picker never sends spaces, and a schedule's
 * time is read from the body as sent.
 *
 * @example cmsTimeSchema('结束日期', 'date', { required: true }).safeParse('2027-02-30') // 结束日期不是有效日期：2027 年 2 月只有 28 天
 */
export function cmsTimeSchema(label: string, shape: CmsTimeShape, options: CmsTimeSchemaOptions = {}) {
  return z
    .string({ error: `请选择${label}` })
    .superRefine((text, ctx) => {
      if (text === '') {
        if (options.required) ctx.addIssue({ code: 'custom', message: `请选择${label}` });
        return;
      }
      const problem = cmsTimeProblem(label, text, shape);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
