/**
 * The public holiday page's one call, `GET operation/broker/holiday/message/list` (no login: a sessionless prefix of
 * the contract's roles, so the session guard and the permission gate let it through and the gate's audit skips it).
 * It answers the live notices of the br holiday module only — never drafts, pre-published, scheduled or history —
 * upcoming first, with the stored HTML sanitised again (remote-br/src/modules/holidayMessages.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { formatCmsTime } from 'shared-ui/contract';
import { holiday } from '../../../remote-br/src/modules/holiday.module';
import {
  HOLIDAY_MESSAGE_LIST_PATH,
  arrangementLabel,
  marketLabel,
  orderHolidayMessages,
  type HolidayMessage,
} from '../../../remote-br/src/modules/holidayMessages';
import type { RoutePluginOptions } from '../appContext';
import { answer } from '../articles/answer';
import { sanitizeStoredHtml } from '../articles/sanitize';

const text = (values: Record<string, unknown>, name: string): string => (typeof values[name] === 'string' ? (values[name] as string) : '');

export const holidayRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.get(
    `/${HOLIDAY_MESSAGE_LIST_PATH}`,
    answer(() => {
      // Due publishes go live before the page reads, as every list does.
      ctx.applyDue();
      const live = ctx.workflowStore.others(holiday.key, ['published'], null).map((row): Omit<HolidayMessage, 'when'> => {
        const values = JSON.parse(row.field_values) as Record<string, unknown>;
        return {
          id: row.id,
          market: text(values, 'market'),
          market_label: marketLabel(text(values, 'market')),
          start_date: text(values, 'start_date'),
          end_date: text(values, 'end_date'),
          arrangement: text(values, 'arrangement'),
          arrangement_label: arrangementLabel(text(values, 'arrangement')),
          title: text(values, 'title'),
          content: sanitizeStoredHtml(text(values, 'content')),
        };
      });
      const today = formatCmsTime(ctx.now()).slice(0, 10);
      return { data: { list: orderHolidayMessages(live, today), today } };
    }),
  );
};
