import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { notify } from 'shared-ui';
import { H5_PREPUBLISH_ORDER_COLUMNS, type H5PrepublishEntry } from 'shared-ui/contract';
import { ConfirmDialog } from 'shared-ui/workflow';
import { h5Calls } from '../api/h5Calls';
import { usePrepublishList } from '../api/queries';
import { shownFailure } from '../api/reportH5Error';
import { useH5Action } from '../api/useH5Action';
import { useH5Permissions } from '../api/useH5Permissions';
import { H5_CONFIRM } from '../common/h5Confirm';
import { PagedGrid } from 'shared-ui/components';
import { EMPTY_SELECTION, selectedIds } from '../common/selection';
import { useGridPaging } from '../common/useGridPaging';
import { prereleaseColumns } from './prereleaseColumns';
import { PublishDialog } from './PublishDialog';

type Open = { kind: 'publish' | 'delete'; entries: H5PrepublishEntry[] } | null;

/**
 * The pre-publish list (server-paged): publish the selected entries now or at a time, after the server's check; delete
 * entries (a scheduled one is cancelled by it). Readers see the list only; editors too (both calls are publish calls).
 */
export function PrereleaseView() {
  const can = useH5Permissions();
  const paging = useGridPaging();
  const list = usePrepublishList(paging.query);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [open, setOpen] = useState<Open>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const remove = useH5Action((ids: number[]) => h5Calls.prepublishDelete(ids));
  const rows = list.data?.list;

  const columns = useMemo(() => {
    const pick = (ids: number[]) => (rows ?? []).filter((r) => ids.includes(r.id));
    return prereleaseColumns(
      can,
      (ids) => setOpen({ kind: 'publish', entries: pick(ids) }),
      (ids) => setOpen({ kind: 'delete', entries: pick(ids) }),
    );
  }, [can, rows]);

  const chosen = (rows ?? []).filter((r) => selectedIds(selection).includes(r.id));
  const close = () => {
    setOpen(null);
    setDeleteFailure(null);
  };
  const done = () => {
    setSelection(EMPTY_SELECTION);
    close();
  };
  const confirmDelete = (entries: H5PrepublishEntry[]) =>
    remove.mutate(
      entries.map((e) => e.id),
      {
        onSuccess: (data) => {
          notify.success(`已删除 ${String(data.deleted)} 条预发布记录`);
          done();
        },
        onError: (error) => setDeleteFailure(shownFailure(error)),
      },
    );
  const scheduledCount = (entries: H5PrepublishEntry[]) => entries.filter((e) => e.status === 'scheduled').length;

  return (
    <Box>
      {can.publish || can.prepublishDelete ? (
        <Box sx={{ display: 'flex', gap: 1, mb: 1 }} role="toolbar" aria-label="预发布操作">
          {can.publish ? (
            <Button size="small" variant="contained" disabled={chosen.length === 0} onClick={() => setOpen({ kind: 'publish', entries: chosen })}>
              发布选中{chosen.length > 0 ? `（${String(chosen.length)}）` : ''}
            </Button>
          ) : null}
          {can.prepublishDelete ? (
            <Button size="small" color="error" variant="outlined" disabled={chosen.length === 0} onClick={() => setOpen({ kind: 'delete', entries: chosen })}>
              删除选中{chosen.length > 0 ? `（${String(chosen.length)}）` : ''}
            </Button>
          ) : null}
        </Box>
      ) : null}
      <PagedGrid<H5PrepublishEntry>
        list={list}
        paging={paging}
        columns={columns}
        sortable={H5_PREPUBLISH_ORDER_COLUMNS}
        checkboxSelection={can.publish || can.prepublishDelete}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        keepNonExistentRowsSelected={false}
      />
      {open?.kind === 'publish' ? <PublishDialog entries={open.entries} onClose={close} onDone={done} /> : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          {...H5_CONFIRM}
          title="删除预发布记录"
          message={`确定删除选中的 ${String(open.entries.length)} 条预发布记录吗？${scheduledCount(open.entries) > 0 ? `其中 ${String(scheduledCount(open.entries))} 条已定时发布，删除即取消定时，届时不会上线。` : ''}文件本身不受影响，可以重新预发布。`}
          confirmLabel="删除"
          busy={remove.isPending}
          failure={deleteFailure && `删除失败：${deleteFailure}`}
          onConfirm={() => confirmDelete(open.entries)}
          onClose={close}
        />
      ) : null}
    </Box>
  );
}
