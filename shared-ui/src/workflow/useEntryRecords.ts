import { keepPreviousData } from '@tanstack/react-query';
import { consoleApi, unwrap } from 'shared-ui';
import { useScreenQuery } from 'shared-ui/components';
import { AUDIT_API, type AuditRecord, type ModuleDefinition, type Paged, type PagingQuery } from 'shared-ui/contract';
import { workflowKeys } from './workflowKeys';

/**
 * One page of a module's 修改记录 (`GET /console/v1/audit/entry`): every change of the module, or of one entry (`entryId`), newest
 * first. Kept under the module's workflow keys, so each action's refresh of the module brings its record in too.
 *
 * @example const records = useEntryRecords(module, '12', { currPage: 1, pageSize: 10 });
 */
export function useEntryRecords(module: Pick<ModuleDefinition, 'key'>, entryId: string | null, paging: PagingQuery) {
  const query = { module: module.key, ...(entryId ? { entryId } : {}), currPage: paging.currPage, pageSize: paging.pageSize };
  return useScreenQuery({
    queryKey: [...workflowKeys.all(module), 'records', entryId, paging.currPage, paging.pageSize] as const,
    queryFn: () => unwrap(consoleApi.get<Paged<AuditRecord>>(AUDIT_API.entry, query)),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
