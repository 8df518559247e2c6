import OpenInBrowser from '@mui/icons-material/OpenInBrowser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCallback } from 'react';
import { H5_ROOT_FOLDER_ID } from 'shared-ui/contract';
import { Link as RouterLink, useSearchParams } from 'shared-ui/router';
import { folderIdFrom, useFolderListing } from '../api/queries';
import { releasePaths } from '../common/releasePaths';
import { FolderTree } from './FolderTree';
import { FolderWorkspace } from './FolderWorkspace';

/**
 * The edit view: the folder tree beside the open folder's files. The open folder is in the URL (`?folder=12`), so a
 * reload, a link and the back button land on the same folder.
 */
export function EditView() {
  const [params, setParams] = useSearchParams();
  const folderId = folderIdFrom(params.get('folder'));
  const listing = useFolderListing(folderId);
  const openFolder = useCallback(
    (id: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (id === H5_ROOT_FOLDER_ID) next.delete('folder');
        else next.set('folder', String(id));
        return next;
      }),
    [setParams],
  );
  const ancestorIds = [H5_ROOT_FOLDER_ID, ...(listing.data?.ancestors ?? []).map((a) => a.id).filter((id) => id !== folderId)];

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '232px minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 1, maxHeight: 640, overflow: 'auto' }}>
        <FolderTree selectedId={folderId} onSelect={openFolder} ancestorIds={ancestorIds} />
      </Paper>
      {/* Keyed by folder: the selection and any open dialog belong to the folder they were made in. */}
      <FolderWorkspace
        key={folderId}
        folderId={folderId}
        onOpenFolder={openFolder}
        headerActions={
          folderId !== H5_ROOT_FOLDER_ID ? (
            <Button size="small" component={RouterLink} to={releasePaths.operationFolder(folderId)} startIcon={<OpenInBrowser />}>
              在文件夹操作页打开
            </Button>
          ) : null
        }
      />
    </Box>
  );
}
