/**
 * The batch-activity page (`/batch/activitypage?type=broker|wm`): the page a campaign link opens on a phone, showing
 * the live activities of one app's 活动中心 (remote-common's activity module, 活动配置). Sessionless (the contract's
 * SESSIONLESS_PREFIXES hold `operation/common/batch/activity`), so it serves only what the app itself shows anyone:
 * live entries, public fields.
 *
 * - `GET operation/common/batch/activity/list?type=&system=`: BatchActivityPage. `type` is an activity type of the
 *   module (broker, wm); `system` (optional, 1 iOS / 2 Android) leaves out activities meant only for the other system.
 *   Live = published and inside its window; newest start first. An unknown type or system: HTTP 400, 1106.
 * - `GET operation/common/batch/activity/banner/:id`: a live activity's banner (JPEG); 404 for anything not live, so
 *   an image that left the page, or any other upload, is never served without a session.
 */
export const BATCH_ACTIVITY_API = {
  list: 'operation/common/batch/activity/list',
  banner: 'operation/common/batch/activity/banner',
} as const;

// The list's answer (BatchActivityPage, BatchActivity, BatchActivityLink): batchActivityAnswers.ts, zod schemas kept
// apart so the public page's light build, which reads this file at run time, stays free of zod.

/** The `system` a phone's browser asks with: 1 iOS, 2 Android, undefined elsewhere (every activity is shown). */
export function systemOfUserAgent(userAgent: string): 1 | 2 | undefined {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 1;
  if (/Android/i.test(userAgent)) return 2;
  return undefined;
}
