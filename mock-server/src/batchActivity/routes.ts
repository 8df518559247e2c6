/**
 * The batch-activity page's calls (contract batchActivity.ts), sessionless: the live activities of one app's 活动中心
 * (remote-common's activity module) with their public fields only, and the banner of a live one. Nothing a
 * campaign link's visitor should not see leaves here: no drafts, no scheduled or past entries, no operators, and no
 * uploaded file other than a live activity's banner (`upload/files/…` itself needs a session).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  APPLICABLE_CROWD,
  BATCH_ACTIVITY_API,
  ErrorCode,
  formatCmsTime,
  type BatchActivity,
  type BatchActivityLink,
  type BatchActivityPage,
} from 'shared-ui/contract';
import { ACTIVITY_TYPES, activity } from '../../../remote-common/src/modules/activity.module';
import type { AppContext, RoutePluginOptions } from '../appContext';
import { answer, queryOf } from '../articles/answer';
import { fail } from '../http/respond';
import { seedImage } from '../uploads/seedImage';
import { badRequest } from '../workflow/refusal';
import type { RecordRow } from '../workflow/workflowStore';

const text = (values: Record<string, unknown>, name: string): string => (typeof values[name] === 'string' ? (values[name] as string) : '');
const labelOf = <T>(options: readonly { value: T; label: string }[], value: T): string => options.find((o) => o.value === value)?.label ?? '';
const APP_NAMES: Readonly<Record<string, string>> = { fund: '基金', article: '文章' };

/** The live activities (published, inside their window), newest start first. */
function liveActivities(ctx: AppContext): { row: RecordRow; values: Record<string, unknown> }[] {
  // Due changes first, as every list does: an activity whose window opened or closed a moment ago is shown as it is now.
  ctx.applyDue();
  const now = ctx.now();
  return ctx.workflowStore
    .others(activity.key, ['published'], null)
    .filter((row) => (row.start_time ?? 0) <= now && (row.end_time === null || row.end_time > now))
    .sort((a, b) => (b.start_time ?? 0) - (a.start_time ?? 0) || b.id - a.id)
    .map((row) => ({ row, values: JSON.parse(row.field_values) as Record<string, unknown> }));
}

function linkOf(ctx: AppContext, values: Record<string, unknown>, appLabel: string): BatchActivityLink {
  const kind = text(values, 'jump_type');
  const target = text(values, 'jump_target');
  const inApp = `请打开${appLabel} 参与活动`;
  if (kind === 'h5') return /^https?:\/\//i.test(target) ? { kind: 'h5', url: target } : { kind: 'app', label: inApp };
  const library = kind === 'fund' ? ctx.libraries.funds : kind === 'article' ? ctx.libraries.articles : undefined;
  const name = library?.byIds([target])[0]?.label;
  return { kind: 'app', label: name ? `请打开${appLabel} 查看${APP_NAMES[kind] ?? ''}「${name}」` : inApp };
}

function readSystem(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === '1' || raw === '2') return Number(raw);
  throw badRequest('系统（system）只能是 1（iOS）或 2（Android）');
}

export const batchActivityRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const bannerBase = `${app.prefix}/${BATCH_ACTIVITY_API.banner}`;

  app.get(
    `/${BATCH_ACTIVITY_API.list}`,
    answer((request): { data: BatchActivityPage } => {
      const query = queryOf(request);
      const type = typeof query.type === 'string' ? query.type : '';
      const appLabel = labelOf(ACTIVITY_TYPES, type);
      if (!appLabel) throw badRequest(`未知的活动类型：${type || '（空）'}，应为 ${ACTIVITY_TYPES.map((t) => t.value).join(' 或 ')}`);
      const system = readSystem(query.system);
      const list = liveActivities(ctx)
        .filter(({ values }) => values.type === type && (system === undefined || values.system === 0 || values.system === system))
        .map(({ row, values }): BatchActivity => {
          const crowd = typeof values.target_users === 'number' ? values.target_users : 0;
          return {
            id: row.id,
            title: text(values, 'title'),
            summary: text(values, 'summary'),
            banner: `${bannerBase}/${String(row.id)}`,
            start_time: formatCmsTime(row.start_time ?? 0),
            end_time: row.end_time === null ? '' : formatCmsTime(row.end_time),
            crowd,
            crowd_label: labelOf(APPLICABLE_CROWD, crowd),
            link: linkOf(ctx, values, appLabel),
          };
        });
      return { data: { type, app_label: appLabel, list } };
    }),
  );

  app.get(`/${BATCH_ACTIVITY_API.banner}/:id`, async (request, reply) => {
    const id = Number((request.params as { id?: string }).id);
    const live = Number.isInteger(id) ? liveActivities(ctx).find(({ row }) => row.id === id) : undefined;
    const name = live ? (text(live.values, 'banner').split('/').pop() ?? '') : '';
    const bytes = seedImage(name) ?? ctx.uploads.find(/^([0-9a-f]{32})\.jpg$/.exec(name)?.[1] ?? '')?.bytes;
    if (!bytes) return fail(reply, ErrorCode.NotFound, { status: 404, msg: '活动图片不存在或活动已结束' });
    // Public, briefly cached: the banner may change with the entry, and leaves when the activity does.
    return reply.code(200).type('image/jpeg').header('cache-control', 'public, max-age=60').send(bytes);
  });
};
