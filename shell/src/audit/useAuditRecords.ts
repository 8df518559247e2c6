/** The trail's calls (contract AUDIT_API): one page of records, the module filter's choices (the CSV: downloadFile). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleApi, unwrap } from 'shared-ui';
import { useScreenQuery } from 'shared-ui/components';
import { AUDIT_API, type AuditModule, type AuditRecord, type Paged, type PagingQuery } from 'shared-ui/contract';
import { auditFilterParams, type AuditFilterValues } from './auditFilter';

export function useAuditRecords(filter: AuditFilterValues, paging: PagingQuery) {
  const query = { ...Object.fromEntries(auditFilterParams(filter)), currPage: paging.currPage, pageSize: paging.pageSize };
  return useScreenQuery({
    queryKey: ['audit', 'records', query],
    queryFn: () => unwrap(consoleApi.get<Paged<AuditRecord>>(AUDIT_API.records, query)),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export function useAuditModules() {
  return useQuery({ queryKey: ['audit', 'modules'], queryFn: () => unwrap(consoleApi.get<AuditModule[]>(AUDIT_API.modules)) });
}
