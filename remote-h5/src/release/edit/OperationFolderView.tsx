import AccountTree from '@mui/icons-material/AccountTree';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { H5_ROOT_FOLDER_ID } from 'shared-ui/contract';
import { Link as RouterLink, Navigate, useNavigate, useParams, useSearchParams } from 'shared-ui/router';
import { folderIdFrom, useFolderListing } from '../api/queries';
import { releasePaths } from '../common/releasePaths';
import { FolderTree } from './FolderTree';
import { FolderWorkspace } from './FolderWorkspace';

/**
 * operationFolder: the edit actions inside one folder, on a page of its own (`/h5/relesesystem/operationFolder/12`),
 * for whoever works on one H5 project only. Its sub-folders open on the same page. Without an id it asks which
 * folder; the older form `operationFolder?id=12` is redirected to the path form.
 */
export function OperationFolderView() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const folderId = folderIdFrom(id);
  const listing = useFolderListing(folderId, folderId !== H5_ROOT_FOLDER_ID);
  const openFolder = useCallback((next: number) => navigate(next === H5_ROOT_FOLDER_ID ? releasePaths.edit() : releasePaths.operationFolder(next)), [navigate]);

  const legacyId = folderIdFrom(params.get('id'));
  if (id === undefined && legacyId !== H5_ROOT_FOLDER_ID) return <Navigate to={releasePaths.operationFolder(legacyId)} replace />;

  if (folderId === H5_ROOT_FOLDER_ID) {
    return (
      <Box>
        <Typography sx={{ mb: 1 }} color="text.secondary">
          {id === undefined ? '请选择要操作的文件夹：' : '文件夹编号无效，请重新选择：'}
        </Typography>
        <Paper variant="outlined" sx={{ p: 1, maxWidth: 420 }}>
          <FolderTree selectedId={H5_ROOT_FOLDER_ID} onSelect={(picked) => picked !== H5_ROOT_FOLDER_ID && openFolder(picked)} ancestorIds={[H5_ROOT_FOLDER_ID]} />
        </Paper>
      </Box>
    );
  }
  return (
    <Box>
      {listing.data ? (
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          文件夹：{listing.data.folder.path || listing.data.folder.file_name}
        </Typography>
      ) : null}
      <FolderWorkspace
        key={folderId}
        folderId={folderId}
        onOpenFolder={openFolder}
        headerActions={
          <Button size="small" component={RouterLink} to={releasePaths.edit(folderId)} startIcon={<AccountTree />}>
            在文件树中查看
          </Button>
        }
      />
    </Box>
  );
}
