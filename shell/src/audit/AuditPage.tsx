import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { downloadFile, notify, useDocumentTitle } from 'shared-ui';
import { AUDIT_ACTION_COLUMN, AuditRecordDialog, PageHeader, PagedGrid, auditRecordColumns, useListPaging } from 'shared-ui/components';
import { AUDIT_ACTION_LABELS, AUDIT_API, AUDIT_EXPORT_LIMIT, CONSOLE_API_PREFIX, type AuditRecord } from 'shared-ui/contract';
import { useSearchParams } from 'shared-ui/router';
import { auditFilterFrom, auditFilterParams, type AuditFilterValues } from './auditFilter';
import { AuditFilters } from './AuditFilters';
import { useAuditModules, useAuditRecords } from './useAuditRecords';

const PAGE_SIZE = 20;

/**
 * `/audit` (super admins): every change made in the console — who, when, which module and entry, what action, the
 * fields before → after — searchable by person, module, action and time, paged on the server, exportable as CSV.
 */
export function AuditPage() {
  useDocumentTitle('操作审计');
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => auditFilterFrom(params), [params]);
  const paging = useListPaging(undefined, PAGE_SIZE);
  const records = useAuditRecords(filter, paging.query);
  const modules = useAuditModules();
  const [open, setOpen] = useState<AuditRecord | null>(null);
  const apply = (next: AuditFilterValues) => {
    paging.firstPage();
    setParams(auditFilterParams(next));
  };
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    const res = await downloadFile(AUDIT_API.export, Object.fromEntries(auditFilterParams(filter)), CONSOLE_API_PREFIX);
    setExporting(false);
    // A refusal (more records than one export holds, a filter the server cannot read) is said, not saved as the file.
    if (res.code !== 0 && !res.reported) notify.error(`导出失败：${res.msg}`);
  };
  const total = records.data?.total;
  const tooMany = total !== undefined && total > AUDIT_EXPORT_LIMIT;
  const columns = useMemo(
    () =>
      auditRecordColumns({
        between: [
          { field: 'moduleTitle', headerName: '模块', width: 160, renderCell: ({ row }) => <span title={row.moduleTitle}>{row.moduleTitle}</span> },
          AUDIT_ACTION_COLUMN,
          { field: 'entry', headerName: '内容', flex: 1, minWidth: 200, valueGetter: (_value, row) => (row.entryId === null ? `草稿 ${row.entryTitle}` : `${row.entryTitle}（ID ${row.entryId}）`) },
        ],
        onOpen: setOpen,
        testIdPrefix: 'audit-detail-',
      }),
    [],
  );
  return (
    <Box>
      <PageHeader
        title="操作审计"
        subtitle="所有保存、预发布、发布、撤回、下架、删除、审批、素材库变更、H5 发布和权限变更，一条操作一条记录。"
        actions={
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={tooMany || total === 0 || exporting}
            onClick={() => void exportCsv()}
            data-testid="audit-export"
          >
            {exporting ? '正在导出…' : '导出 CSV'}
          </Button>
        }
      />
      {tooMany ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          符合条件的记录共 {total} 条，单次最多导出 {AUDIT_EXPORT_LIMIT} 条，请缩小时间范围或增加筛选条件后再导出。
        </Alert>
      ) : null}
      <AuditFilters applied={filter} onApply={apply} modules={modules.data ?? []} />
      <PagedGrid<AuditRecord> list={records} paging={paging} columns={columns} sortable={[]} what="操作审计记录" getRowId={(row) => row.id} />
      <AuditRecordDialog
        record={open}
        titleId="audit-detail-title"
        title={(record) => `${AUDIT_ACTION_LABELS[record.action]} · ${record.moduleTitle}`}
        subtitle={(record) => (
          <>
            {record.account}
            {record.accountId === null ? '' : `（账号 ID ${String(record.accountId)}）`} 于 {record.time}，{record.moduleTitle} ·{' '}
            {record.entryId === null ? `草稿「${record.entryTitle}」` : `「${record.entryTitle}」（ID ${record.entryId}）`}
          </>
        )}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}

export default AuditPage;
