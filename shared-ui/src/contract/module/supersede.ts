/**
 * One subject, one live configuration (`supersedes`: a new share's config, an app config key on a platform). A newer
 * entry supersedes the older: saving asks first (1041 with the places below), publishing retires the live one. The
 * server builds the question from these words and the screen shows it as sent; both read the places' names here.
 */
import { canonicalJson } from './sameValues';
import type { ModuleDefinition } from './defineModule';
import type { ModuleValues } from './fields';

export type SubjectPlace = 'draft' | 'prepublished' | 'scheduled' | 'published';

export const SUBJECT_PLACE_LABELS: Record<SubjectPlace, string> = {
  draft: '编辑列表',
  prepublished: '预发布列表',
  scheduled: '已发布列表（待生效）',
  published: '已发布列表',
};

/** Where an older entry of the subject is: its list, its id (none for the draft), who last wrote it and when. */
export interface SubjectHolder {
  place: SubjectPlace;
  id: number | null;
  operator: string | null;
  time: string | null;
}

/** `data` of a 1041 answer. */
export interface OverwriteQuestionData {
  holders: SubjectHolder[];
}

export function isOverwriteQuestionData(value: unknown): value is OverwriteQuestionData {
  return typeof value === 'object' && value !== null && Array.isArray((value as { holders?: unknown }).holders);
}

function holderText(holder: SubjectHolder): string {
  const who = holder.operator ? `${holder.operator}${holder.time ? ` 于 ${holder.time}` : ''}` : null;
  const parts = [holder.id === null ? null : `ID ${String(holder.id)}`, who].filter((part) => part !== null);
  return parts.length > 0 ? `${SUBJECT_PLACE_LABELS[holder.place]}（${parts.join('，')}）` : SUBJECT_PLACE_LABELS[holder.place];
}

/** The question a save answers when the subject already has entries: where each is, then 是否覆盖. */
export function overwriteQuestion(subject: string, holders: readonly SubjectHolder[]): string {
  return `${subject}已有配置：${holders.map(holderText).join('、')}。覆盖后预发布列表中的旧配置将被删除，已发布的旧配置在新配置生效时下架。是否覆盖？`;
}

/** A copy into the edit list when a draft is already there. */
export function cloneOverDraftQuestion(operator: string | null, time: string | null): string {
  const who = operator ? `（${operator}${time ? ` 于 ${time}` : ''} 保存）` : '';
  return `编辑列表中已有未预发布的草稿${who}，复制将覆盖它。是否覆盖？`;
}

/** The subject of an entry: its `supersedes` fields' values, comparable as text (null when the module has none). */
export function subjectKey(def: Pick<ModuleDefinition, 'supersedes'>, values: ModuleValues): string | null {
  return def.supersedes ? canonicalJson(def.supersedes.fields.map((name) => values[name] ?? null)) : null;
}
