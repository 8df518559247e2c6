import { useQuery } from '@tanstack/react-query';
import { liveLimitRefusal, type LiveLimitRefusal, type ModuleDefinition } from 'shared-ui/contract';
import { readWorkflowList } from './useWorkflowList';
import { workflowKeys } from './workflowKeys';

/** One row asked: the total is what counts. */
const COUNT_ONLY = { currPage: 1, pageSize: 1 } as const;

/**
 * The refusal a publish of this module would meet now (contract `liveLimitRefusal`), read from its live list, so the
 * publish dialog says it before 确定 rather than after (issue 44, item 16). Null while the list loads, when it cannot
 * load (the server still refuses), and for a module without `limits.maxLive`, which asks nothing. A limit shared with
 * other modules (`maxLiveWith`) is counted here by this module's entries only: it warns when this module alone fills
 * the limit, and the server's refusal covers the rest.
 */
export function useLiveLimit(module: ModuleDefinition): LiveLimitRefusal | null {
  const limited = module.limits?.maxLive !== undefined;
  const live = useQuery({
    queryKey: workflowKeys.list(module, 'published', COUNT_ONLY),
    queryFn: () => readWorkflowList(module, 'published', COUNT_ONLY),
    enabled: limited,
  });
  return limited && live.data ? liveLimitRefusal(module, live.data.total) : null;
}
