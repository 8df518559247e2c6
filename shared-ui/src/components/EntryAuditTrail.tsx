import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import { consoleApi, unwrap, useSession } from 'shared-ui';
import { AUDIT_ACTION_LABELS, AUDIT_API, AUDIT_CUSTOM_MODULES, mayOpenPath, type AuditRecord, type Paged } from 'shared-ui/contract';
import { AuditRecordDialog } from './AuditRecordDialog';
import { AUDIT_ACTION_COLUMN, auditRecordColumns } from './auditRecordColumns';
import { PagedGrid } from './PagedGrid';
import { useListPaging } from './useListPaging';
import { useScreenQuery } from 'shared-ui/query';

export interface EntryAuditTrailProps {
  /** The trail's place (contract AUDIT_CUSTOM_MODULES: `articles`, `funds` …) whose records these are. */
  place: string;
  /** The entry's id as its place names it (an article's linkId, a fund's code). */
  entryId: string;
  /** The entry as a person names it, for the dialog's line (「年末活动」). */
  entryName: string;
}

/**
 * 修改记录 of one item of a library screen (an article, a piece of information, a fund, a manager): who changed what
 * and when, newest first, paged on the server (`audit/entry`, gated by the place's own path); a row opens its
 * before → after. The module screens' RecordsView is the same for a module's entries.
 */
export function EntryAuditTrail(props: EntryAuditTrailProps) {
  const session = useSession();
  const owner = AUDIT_CUSTOM_MODULES.find((m) => m.key === props.place);
  // The records are the place's own screen's to read (an article opened from 基金经理网站 is not the library's).
  if (!owner || !mayOpenPath(session, owner.path)) {
    return <Typography color="text.secondary">修改记录在「{owner?.title ?? props.place}」中查看，您暂无该菜单的权限。</Typography>;
  }
  return <EntryAuditRecords {...props} />;
}

function EntryAuditRecords({ place, entryId, entryName }: EntryAuditTrailProps) {
  const paging = useListPaging();
  const query = { module: place, entryId, currPage: paging.query.currPage, pageSize: paging.query.pageSize };
  const records = useScreenQuery({
    queryKey: ['audit', 'entry', place, entryId, paging.query.currPage, paging.query.pageSize] as const,
    queryFn: () => unwrap(consoleApi.get<Paged<AuditRecord>>(AUDIT_API.entry, query)),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const [open, setOpen] = useState<AuditRecord | null>(null);
  const columns = useMemo(() => auditRecordColumns({ between: [AUDIT_ACTION_COLUMN], onOpen: setOpen, testIdPrefix: 'entry-audit-' }), []);
  return (
    <>
      <PagedGrid<AuditRecord> list={records} paging={paging} columns={columns} sortable={[]} what="修改记录" getRowId={(row) => row.id} />
      <AuditRecordDialog
        record={open}
        titleId="entry-audit-title"
        title={(record) => `${AUDIT_ACTION_LABELS[record.action]} · ${entryName}`}
        subtitle={(record) => `${record.account} 于 ${record.time}`}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
