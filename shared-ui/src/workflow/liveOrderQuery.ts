import type { WorkflowListQuery } from 'shared-ui/contract';

/** The most live entries the order dialog lists at once (the list API's page-size limit). */
export const MAX_LIVE_ORDER_ROWS = 100;

/** Every live entry, in the order the app shows them. */
export const liveOrderQuery: WorkflowListQuery = { currPage: 1, pageSize: MAX_LIVE_ORDER_ROWS, orderBy: 'live_position', order: 'asc' };
