import type { ModuleValues } from 'shared-ui/contract';

/** Preset time(s) of a schedule, `YYYY-MM-DD HH:mm:ss` Shanghai time, keyed by the schedule's field names. */
export type ScheduleTimes = Record<string, string>;

/**
 * The version an edit is based on (contract staleSave.ts): a number, null for "nothing was saved", undefined when the
 * backend gave none (then nothing is sent and nothing checked).
 */
export type BaseVersion = number | null | undefined;

/** Every state change of the workflow a screen can ask for. */
export type WorkflowCommand =
  /** `overwrite`: the person answered 是否覆盖 with yes (a 1041 question, `supersedes`). */
  | { action: 'save'; values: ModuleValues; overwrite?: boolean; baseVersion?: BaseVersion }
  | { action: 'prepublish'; values: ModuleValues; times: ScheduleTimes; baseVersion?: BaseVersion }
  | { action: 'reprepublish'; id: number; values: ModuleValues; times: ScheduleTimes; baseVersion?: BaseVersion }
  /** `times` empty: live now. */
  | { action: 'publish'; id: number; times: ScheduleTimes; baseVersion?: BaseVersion }
  | { action: 'cancel'; id: number; baseVersion?: BaseVersion }
  /** `baseVersions`: each entry's version as the list showed it (`base_versions`), so none is acted on unseen. */
  | { action: 'out'; ids: number[]; baseVersions?: Record<string, number | null> }
  | { action: 'prepublishDelete'; ids: number[]; baseVersions?: Record<string, number | null> }
  /** An ordered live list (`liveList`): every live entry's id in display order. */
  | { action: 'liveOrder'; ids: number[] }
  /** An ordered live list: new values of the fields it lets change while live. */
  | { action: 'liveEdit'; id: number; values: ModuleValues; baseVersion?: BaseVersion }
  /** A published or past entry copied into the draft (`cloneable`); `overwrite` replaces a draft already there. */
  | { action: 'clone'; id: number; overwrite?: boolean; baseVersion?: BaseVersion };
