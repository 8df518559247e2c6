import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { H5_ROOT_FOLDER_ID, nextDefaultFolderName, type H5File, type H5Item } from 'shared-ui/contract';
import { h5Calls } from '../api/h5Calls';
import { useFolderListing } from '../api/queries';
import { useH5Action } from '../api/useH5Action';
import { useH5Permissions } from '../api/useH5Permissions';
import { ListError } from '../common/ListError';
import { EMPTY_SELECTION, selectedIds } from '../common/selection';
import { UploadButtons } from '../upload/UploadButtons';
import { UploadDialog } from '../upload/UploadDialog';
import type { PickedFile } from '../upload/uploadPlan';
import { DeleteDialog } from './DeleteDialog';
import { FileTable } from './FileTable';
import type { FileRowActions } from './fileColumns';
import { GitIdDialog } from './GitIdDialog';
import { NameDialog } from './NameDialog';
import { PrepublishFilesDialog } from './PrepublishFilesDialog';
import { RemarkDialog } from './RemarkDialog';
import { RenameDialog } from './RenameDialog';

type Open =
  | { kind: 'add' }
  | { kind: 'rename'; item: H5Item }
  | { kind: 'remark' | 'delete'; items: H5Item[] }
  | { kind: 'gitId' | 'prepublish'; files: H5File[] }
  | { kind: 'upload'; picked: PickedFile[] }
  | null;

export interface FolderWorkspaceProps {
  folderId: number;
  /** Opens a folder (from the breadcrumb or the list); the edit view and operationFolder each go there their way. */
  onOpenFolder: (id: number) => void;
  /** Extra buttons at the header's end (e.g. "在文件夹操作页打开"). */
  headerActions?: ReactNode;
}

/**
 * Everything that can be done inside one folder: its breadcrumb, its children, and the actions on them (new folder,
 * upload files or a folder, rename, remark, delete, git version, pre-publish after the check). The same in the edit
 * view and on operationFolder. Buttons show only when the role may make the call.
 */
export function FolderWorkspace({ folderId, onOpenFolder, headerActions }: FolderWorkspaceProps) {
  const can = useH5Permissions();
  const listing = useFolderListing(folderId);
  const [open, setOpen] = useState<Open>(null);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const close = () => setOpen(null);
  const done = () => {
    setSelection(EMPTY_SELECTION);
    setOpen(null);
  };
  const addFolder = useH5Action((name: string) => h5Calls.addFolder(folderId, name));

  const children = listing.data?.children;
  const ids = new Set(selectedIds(selection));
  const chosen = (children ?? []).filter((c) => ids.has(c.id));
  const chosenFiles = chosen.filter((c): c is H5File => c.type === 'file');
  const actions = useMemo<FileRowActions>(
    () => ({
      openFolder: onOpenFolder,
      rename: (item) => setOpen({ kind: 'rename', item }),
      remark: (items) => setOpen({ kind: 'remark', items }),
      remove: (items) => setOpen({ kind: 'delete', items }),
    }),
    [onOpenFolder],
  );
  const folderPath = listing.data?.folder.path ?? '';
  const filesOnly = chosen.length > 0 && chosenFiles.length < chosen.length ? '（仅对选中的文件）' : '';

  return (
    <Box data-testid="folder-workspace" data-folder-id={folderId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Breadcrumbs aria-label="当前位置" sx={{ flex: 1 }}>
          {folderId === H5_ROOT_FOLDER_ID ? (
            <Typography color="text.primary">根目录</Typography>
          ) : (
            <Link component="button" type="button" onClick={() => onOpenFolder(H5_ROOT_FOLDER_ID)}>
              根目录
            </Link>
          )}
          {/* The contract's ancestors may end with the folder itself (mock-server's do): it is shown once, unlinked. */}
          {(listing.data?.ancestors ?? []).filter((a) => a.id !== folderId).map((a) => (
            <Link key={a.id} component="button" type="button" onClick={() => onOpenFolder(a.id)}>
              {a.file_name}
            </Link>
          ))}
          {folderId !== H5_ROOT_FOLDER_ID && listing.data ? <Typography color="text.primary">{listing.data.folder.file_name}</Typography> : null}
        </Breadcrumbs>
        {headerActions}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap', alignItems: 'center' }} role="toolbar" aria-label="文件操作">
        {can.addFolder ? (
          <Button size="small" variant="contained" startIcon={<CreateNewFolderOutlined />} onClick={() => setOpen({ kind: 'add' })} disabled={!listing.data}>
            新建文件夹
          </Button>
        ) : null}
        {can.upload ? <UploadButtons disabled={!listing.data} onPick={(picked) => setOpen({ kind: 'upload', picked })} /> : null}
        {can.addFolder || can.upload ? <Divider orientation="vertical" flexItem /> : null}
        {can.remark ? (
          <Button size="small" disabled={chosen.length === 0} onClick={() => setOpen({ kind: 'remark', items: chosen })}>
            备注{chosen.length > 0 ? `（${String(chosen.length)}）` : ''}
          </Button>
        ) : null}
        {can.gitId ? (
          <Button size="small" sx={{ textTransform: 'none' }} disabled={chosenFiles.length === 0} onClick={() => setOpen({ kind: 'gitId', files: chosenFiles })}>
            关联 git 版本{filesOnly}
          </Button>
        ) : null}
        {can.prepublish ? (
          <Button size="small" disabled={chosenFiles.length === 0} onClick={() => setOpen({ kind: 'prepublish', files: chosenFiles })}>
            预发布{filesOnly}
          </Button>
        ) : null}
        {can.remove ? (
          <Button size="small" color="error" disabled={chosen.length === 0} onClick={() => setOpen({ kind: 'delete', items: chosen })}>
            删除{chosen.length > 0 ? `（${String(chosen.length)}）` : ''}
          </Button>
        ) : null}
      </Box>
      <ListError error={listing.error} onRetry={() => void listing.refetch()} />
      <FileTable items={children} loading={listing.isFetching} can={can} actions={actions} selection={selection} onSelectionChange={setSelection} />

      {open?.kind === 'add' ? (
        <NameDialog
          title="新建文件夹"
          label="文件夹名称"
          initialName={nextDefaultFolderName((children ?? []).map((c) => c.file_name))}
          confirmLabel="创建"
          successMessage="文件夹已创建"
          submit={(name) => addFolder.mutateAsync(name)}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'rename' ? <RenameDialog item={open.item} onClose={close} /> : null}
      {open?.kind === 'remark' ? <RemarkDialog items={open.items} onClose={close} onDone={done} /> : null}
      {open?.kind === 'delete' ? <DeleteDialog items={open.items} onClose={close} onDone={done} /> : null}
      {open?.kind === 'gitId' ? <GitIdDialog files={open.files} onClose={close} onDone={done} /> : null}
      {open?.kind === 'prepublish' ? <PrepublishFilesDialog files={open.files} onClose={close} onDone={done} /> : null}
      {open?.kind === 'upload' ? <UploadDialog folderId={folderId} folderPath={folderPath} picked={open.picked} onClose={close} /> : null}
    </Box>
  );
}
