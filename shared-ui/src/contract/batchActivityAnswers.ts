/**
 * What the batch-activity page's list call answers (`GET operation/common/batch/activity/list`, batchActivity.ts), as
 * zod schemas: the OpenAPI document is written from them and the page's types are inferred from them. Apart from
 * batchActivity.ts, which the public page's light build reads at run time (its path and `systemOfUserAgent`): that
 * one stays free of zod, and this file is reached only by types there.
 */
import { z } from 'zod';
import { cmsTime } from './articleAnswers';

/** Where a tap goes: an H5 page opens in the browser; a fund or an article lives in the app. */
export const BATCH_ACTIVITY_LINK_SCHEMA = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('h5'), url: z.string() }),
  z.object({ kind: z.literal('app'), label: z.string() }),
]);
export type BatchActivityLink = z.infer<typeof BATCH_ACTIVITY_LINK_SCHEMA>;

export const BATCH_ACTIVITY_SCHEMA = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** URL of the banner under the API prefix (`/v2/cms/operation/common/batch/activity/banner/12`), 750×300. */
  banner: z.string(),
  start_time: cmsTime,
  /** '' for an activity without an end. */
  end_time: z.union([cmsTime, z.literal('')]),
  /** The applicable crowd (0 all, 1 registered, 2 with an account) and its words. */
  crowd: z.number().int(),
  crowd_label: z.string(),
  link: BATCH_ACTIVITY_LINK_SCHEMA,
});
export type BatchActivity = z.infer<typeof BATCH_ACTIVITY_SCHEMA>;

export const BATCH_ACTIVITY_PAGE_SCHEMA = z.object({
  type: z.string(),
  /** The app's name (证券 App, 理财 App). */
  app_label: z.string(),
  list: z.array(BATCH_ACTIVITY_SCHEMA),
});
export type BatchActivityPage = z.infer<typeof BATCH_ACTIVITY_PAGE_SCHEMA>;
