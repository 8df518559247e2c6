/**
 * The console service (issue 43): what this console offers beyond the spec's `/v2/cms`, served by the shell's own
 * server under a prefix of its own and reaching the backend only through `/v2/cms` calls — so it works the same on
 * mock-server and on the real backend. Every call names the menu path that owns it and is gated like any `/v2/cms`
 * call: the role rule and the account's permitted paths, as the backend confirms them for the session.
 *
 * @example
 *   GET /console/v1/workflow/live?module=wm/appconfig&subject={"platform":"ios"}   → WorkflowRow[]
 */

/** Where the console service answers, on the shell's origin (never under the backend's prefix). */
export const CONSOLE_API_PREFIX = '/console/v1/';

export const CONSOLE_API = {
  /**
   * `GET ?module=<key>[&subject=…]` → WorkflowRow[]: what is live now that an entry of the module would take over from
   * (module/liveCounterparts.ts), read through the module's own published list. Owner: the module's path.
   */
  liveCounterparts: 'workflow/live',
} as const;

/** The query parameter naming the module a console call is about (its `key`, e.g. `wm/splashScreen`). */
export const CONSOLE_MODULE_PARAM = 'module';
