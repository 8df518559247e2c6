/** The icons of the list rows' actions, one place so every list draws an action the same way. */
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';

export const rowActionIcons = {
  edit: <EditOutlined fontSize="small" />,
  publish: <PublishOutlined fontSize="small" />,
  delete: <DeleteOutlined fontSize="small" />,
  cancel: <UndoOutlined fontSize="small" />,
  out: <ArchiveOutlined fontSize="small" />,
  copy: <ContentCopyOutlined fontSize="small" />,
  release: <RocketLaunchOutlined fontSize="small" />,
};
