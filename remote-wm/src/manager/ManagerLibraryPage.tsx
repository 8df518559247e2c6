import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { MANAGER_LIMITS, MANAGER_ORDER_COLUMNS, MANAGER_OWNER_PATH, type ManagerRow } from 'shared-ui/contract';
import { useDocumentTitle } from 'shared-ui';
import { PageBreadcrumbs, PageHeader, PagedGrid, useListPaging } from 'shared-ui/components';
import { Link as RouterLink } from 'shared-ui/router';
import { useManagerList } from './api/managerQueries';
import { useManagerPermissions } from './api/useManagerPermissions';
import { DeleteManagersDialog } from './DeleteManagersDialog';
import { managerColumns } from './managerColumns';
import { ManagerDetailDrawer } from './ManagerDetailDrawer';
import { ManagerDialog } from './ManagerDialog';
import { useDetailParam } from '../library/useDetailParam';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The rows a selection model means on the shown page ('exclude' is the grid's "all but these"). */
function chosenRows(model: GridRowSelectionModel, rows: readonly ManagerRow[]): ManagerRow[] {
  return rows.filter((r) => (model.type === 'include' ? model.ids.has(r.id) : !model.ids.has(r.id)));
}

/** 基金经理库: the people the candidate cards pick from — search, add, edit, delete, where each is used. */
export function ManagerLibraryPage() {
  useDocumentTitle('基金经理库');
  const can = useManagerPermissions();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const paging = useListPaging();
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [editing, setEditing] = useState<ManagerRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ManagerRow[] | null>(null);
  const [detailId, setDetailId] = useDetailParam();

  const list = useManagerList({ search, ...paging.query });
  const rows = list.data?.list ?? [];
  const chosen = chosenRows(selection, rows);
  const columns = useMemo(
    () => managerColumns({ onDetail: (m) => setDetailId(m.id), onEdit: can.edit ? setEditing : undefined, onDelete: can.remove ? (m) => setDeleting([m]) : undefined }),
    [can.edit, can.remove, setDetailId],
  );
  const apply = (text: string) => {
    setSearch(text.trim());
    paging.firstPage();
  };

  return (
    <Box>
      <PageBreadcrumbs path={`${MANAGER_OWNER_PATH}/managers`} title="基金经理库" via={[{ path: MANAGER_OWNER_PATH, title: '基金经理推荐' }]} />
      <PageHeader
        title="基金经理库"
        subtitle="「基金经理推荐」可选的基金经理：姓名、照片、简介与在管基金；正在运营位中使用的基金经理不能删除"
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={MANAGER_OWNER_PATH} startIcon={<ArrowBack />}>
              返回基金经理推荐
            </Button>
            {can.add ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
                添加基金经理
              </Button>
            ) : null}
          </Stack>
        }
      />
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1.5}
        sx={{ mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          apply(typed);
        }}
      >
        <TextField
          size="small"
          label="搜索姓名、基金公司或编号"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MANAGER_LIMITS.search } }}
          sx={{ width: 280 }}
        />
        <Button type="submit" variant="outlined">
          搜索
        </Button>
        <Button
          onClick={() => {
            setTyped('');
            apply('');
          }}
        >
          重置
        </Button>
      </Stack>
      {can.remove ? (
        <Box sx={{ mb: 1 }}>
          <Button color="error" startIcon={<DeleteOutline />} disabled={chosen.length === 0} onClick={() => setDeleting(chosen)}>
            {chosen.length > 0 ? `删除所选（${String(chosen.length)}）` : '删除所选'}
          </Button>
        </Box>
      ) : null}
      <PagedGrid<ManagerRow>
        list={list}
        paging={paging}
        what="基金经理列表"
        aria-label="基金经理列表"
        autoRowHeight
        columns={columns}
        sortable={MANAGER_ORDER_COLUMNS}
        checkboxSelection={can.remove}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
      />
      {editing ? <ManagerDialog manager={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteManagersDialog
          managers={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setSelection(EMPTY_SELECTION);
          }}
        />
      ) : null}
      <ManagerDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Box>
  );
}
