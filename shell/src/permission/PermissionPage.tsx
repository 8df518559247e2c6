import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo, useState } from 'react';
import { PageHeader } from 'shared-ui/components';
import type { AdminAccountRow } from 'shared-ui/contract';
import { Link } from 'shared-ui/router';
import { CONTRACT_PAGE_PATH } from '../contract/contractPage';
import type { RemoteModuleListLoader } from '../remotes/loadRemoteModuleList';
import { AdminDetailDialog } from './AdminDetailDialog';
import { AdminDialog } from './AdminDialog';
import { AdminGrid } from './AdminGrid';
import { useDebouncedValue } from './useDebouncedValue';
import { usePermissionTree } from './usePermissionTree';
import { pathNamer } from './buildPermissionTree';

export interface PermissionPageProps {
  /** How a remote's module list is fetched: Module Federation in the app, a stub in tests. */
  loadModuleList: RemoteModuleListLoader;
}

type Editor = { open: false } | { open: true; editing: AdminAccountRow | null };

/** `/permission` (spec §2, §6): the super admin's list of admin accounts, their creation, rights and audit trail. */
export function PermissionPage({ loadModuleList }: PermissionPageProps) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), 300);
  const [editor, setEditor] = useState<Editor>({ open: false });
  const [detailId, setDetailId] = useState<number | null>(null);
  const treeState = usePermissionTree(loadModuleList);
  const nameOf = useMemo(() => pathNamer(treeState.tree), [treeState.tree]);
  const onEdit = useCallback((row: AdminAccountRow) => setEditor({ open: true, editing: row }), []);
  const onDetail = useCallback((row: AdminAccountRow) => setDetailId(row.id), []);
  return (
    <Box>
      <PageHeader
        title="权限管理"
        subtitle="创建管理员，分配模块权限并查看修改记录。"
        actions={
          <>
            <Button component={Link} to={CONTRACT_PAGE_PATH} data-testid="contract-link">
              接口约定
            </Button>
            <Button variant="contained" onClick={() => setEditor({ open: true, editing: null })} data-testid="admin-create">
              新建管理员
            </Button>
          </>
        }
      />
      <TextField
        label="搜索账号"
        size="small"
        value={searchInput}
        onChange={(e) => setSearchInput(e.target.value)}
        sx={{ mb: 2, width: 280 }}
        slotProps={{ htmlInput: { 'data-testid': 'admin-search' } }}
      />
      <AdminGrid key={search} search={search} onEdit={onEdit} onDetail={onDetail} />
      {editor.open ? <AdminDialog open editing={editor.editing} treeState={treeState} onClose={() => setEditor({ open: false })} /> : null}
      <AdminDetailDialog id={detailId} onClose={() => setDetailId(null)} nameOf={nameOf} />
    </Box>
  );
}

export default PermissionPage;
