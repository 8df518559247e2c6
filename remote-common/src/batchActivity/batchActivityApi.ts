/** The batch-activity page's one call: sessionless, live public data only (contract batchActivity.ts). */
import { api } from 'shared-ui';
import { BATCH_ACTIVITY_API, type BatchActivityPage } from 'shared-ui/contract';

export const batchActivityApi = {
  list: (type: string, system: 1 | 2 | undefined) => api.get<BatchActivityPage>(BATCH_ACTIVITY_API.list, { type, system }),
};
