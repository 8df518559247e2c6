import type { ModuleValues } from 'shared-ui/contract';

/** Preset time(s) of a schedule, `YYYY-MM-DD HH:mm:ss` Shanghai time, keyed by the schedule's field names. */
export type ScheduleTimes = Record<string, string>;

/** Every state change of the workflow a screen can ask for. */
export type WorkflowCommand =
  | { action: 'save'; values: ModuleValues }
  | { action: 'prepublish'; values: ModuleValues; times: ScheduleTimes }
  | { action: 'reprepublish'; id: number; values: ModuleValues; times: ScheduleTimes }
  /** `times` empty: live now. */
  | { action: 'publish'; id: number; times: ScheduleTimes }
  | { action: 'cancel'; id: number }
  | { action: 'out'; ids: number[] }
  | { action: 'prepublishDelete'; ids: number[] }
  /** An ordered live list (`liveList`): every live entry's id in display order. */
  | { action: 'liveOrder'; ids: number[] }
  /** An ordered live list: new values of the fields it lets change while live. */
  | { action: 'liveEdit'; id: number; values: ModuleValues };
