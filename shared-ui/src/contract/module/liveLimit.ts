/**
 * `limits.maxLive`, one rule for both sides: mock-server refuses a publish past it (conflicts.ts), and the publish
 * dialog says the same refusal before 确定, from the live list it reads (issue 44, item 16).
 */
import { ErrorCode } from '../errors';
import type { ModuleDefinition } from './defineModule';
import { WORKFLOW_WORDING } from './workflow';

export interface LiveLimitRefusal {
  code: number;
  message: string;
}

/**
 * How one more published or scheduled entry is refused when `live` entries (the module's, and those of the modules
 * sharing its limit: `maxLiveWith`) already fill `limits.maxLive` — in the module's own words where it has them;
 * null when there is room.
 */
export function liveLimitRefusal(def: Pick<ModuleDefinition, 'limits' | 'wording'>, live: number): LiveLimitRefusal | null {
  const max = def.limits?.maxLive;
  if (max === undefined || live < max) return null;
  if (def.limits?.maxLiveRefusal) return def.limits.maxLiveRefusal;
  const w = WORKFLOW_WORDING[def.wording];
  return { code: ErrorCode.ValidationFailed, message: `最多同时${w.publish} ${String(max)} 条，请先下架或撤回` };
}
