/** Reading the H5 calls' bodies, queries and path ids: anything unusable becomes a refusal with a Chinese reason. */
import { cmsTimeProblem, ErrorCode, parseCmsTime, presetTimeTooEarly, PRESET_TIME_TOO_EARLY } from 'shared-ui/contract';
import type { z } from 'zod';
import { readPaging } from '../workflow/listQuery';
import { badRequest, fieldRefusal, validationRefusal, wrongTypeRefusal } from '../workflow/refusal';
import type { PageRequest } from './releaseRepository';

/** Field names in the contract's bodies → how a person reads them (zod's own messages are English). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  parent_id: '上级文件夹（parent_id）',
  folder_id: '目标文件夹（folder_id）',
  file_name: '名称（file_name）',
  ids: '所选项（ids）',
  file_ids: '所选文件（file_ids）',
  remark: '备注（remark）',
  git_id: 'git 版本（git_id）',
  paths: '上传路径（paths）',
  path: '上传路径（path）',
  data: '文件内容（data）',
  overwrite: '是否覆盖（overwrite）',
  push_time: '发布时间（push_time）',
};
const HAS_CJK = /[\u4e00-\u9fff]/;
const MAX_SEARCH = 100;

/** The body as `schema` reads it, or a 1106 refusal listing every problem (each in Chinese) per field. */
export function readBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('请求内容必须是 JSON 对象');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const wrongType = wrongTypeRefusal(result.error.issues, body, FIELD_LABELS);
  if (wrongType) throw wrongType;
  const issues = result.error.issues.map((issue) => {
    // zod's own words (a missing value) say nothing of which field: name it.
    if (HAS_CJK.test(issue.message) && issue.code !== 'invalid_type') return issue;
    const field = String(issue.path[0] ?? '');
    return { ...issue, message: `${FIELD_LABELS[field] ?? field}格式不正确` };
  });
  throw validationRefusal(issues);
}

/** The `:id` of a path: a positive integer, or 0 where the root is meant (`folder/0`). */
export function readPathId(value: unknown, { allowRoot = false } = {}): number {
  const text = typeof value === 'string' ? value : '';
  if (!/^\d{1,15}$/.test(text)) throw badRequest('缺少或错误的 id（应为正整数）');
  const id = Number(text);
  if (id === 0 && !allowRoot) throw badRequest('缺少或错误的 id（应为正整数）');
  return id;
}

/** Paging (1-based `currPage`, `pageSize` 1–100, default 10) and an optional `search` text. */
export function readPage(query: unknown): PageRequest & { currPage: number; pageSize: number } {
  const paging = readPaging(query);
  const raw = (query as Record<string, unknown> | undefined)?.search;
  if (raw !== undefined && typeof raw !== 'string') throw badRequest('搜索内容（search）必须是文本');
  const search = (raw ?? '').trim();
  if (search.length > MAX_SEARCH) throw badRequest(`搜索内容（search）不能超过 ${String(MAX_SEARCH)} 个字符`);
  return { currPage: paging.currPage, pageSize: paging.pageSize, limit: paging.pageSize, offset: (paging.currPage - 1) * paging.pageSize, search };
}

/**
 * When a publish goes live: now when `push_time` is absent (or names the current second); otherwise the time sent.
 * Refused when malformed or earlier than now (contract presetTimeTooEarly).
 */
export function readPushTime(pushTime: string | undefined, now: number): { at: number; scheduled: boolean } {
  if (pushTime === undefined || pushTime === '') return { at: now, scheduled: false };
  const ms = parseCmsTime(pushTime);
  if (ms === null) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'push_time', message: cmsTimeProblem('发布时间', pushTime, 'datetime') ?? '' }]);
  if (presetTimeTooEarly(ms, now)) {
    throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'push_time', message: PRESET_TIME_TOO_EARLY }]);
  }
  return ms > now ? { at: ms, scheduled: true } : { at: now, scheduled: false };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Base64 text (a `data:` URL prefix allowed) → bytes, or a 1106 refusal naming the field. */
export function decodeBase64(text: string): Buffer {
  const bare = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (bare.length % 4 !== 0 || !BASE64.test(bare)) {
    throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'data', message: '文件内容（data）不是有效的 base64' }]);
  }
  return Buffer.from(bare, 'base64');
}
