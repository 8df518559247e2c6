import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import OpenInBrowser from '@mui/icons-material/OpenInBrowser';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { H5_ROOT_FOLDER_ID, type H5Folder } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';
import { useFolderListing } from '../api/queries';
import { releasePaths } from '../common/releasePaths';

export interface FolderTreeProps {
  selectedId: number;
  onSelect: (id: number) => void;
  /** Folders on the way to the selected one: open until the person closes them. */
  ancestorIds: readonly number[];
}

interface NodeProps extends FolderTreeProps {
  id: number;
  name: string;
  depth: number;
  liveCount: number;
  isOpen: (id: number) => boolean;
  toggle: (id: number) => void;
}

/** One folder of the tree; its children load only once it is opened. */
function FolderNode({ id, name, depth, liveCount, isOpen, toggle, ...tree }: NodeProps) {
  const open = isOpen(id);
  const listing = useFolderListing(id, open);
  const folders = (listing.data?.children ?? []).filter((c): c is H5Folder => c.type === 'folder');
  const selected = tree.selectedId === id;
  return (
    <Box component="li" role="treeitem" aria-expanded={open} aria-selected={selected} sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 1.5 }}>
        <IconButton size="small" aria-label={`${open ? '收起' : '展开'} ${name}`} onClick={() => toggle(id)}>
          {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
        </IconButton>
        <ListItemButton dense selected={selected} onClick={() => tree.onSelect(id)} sx={{ borderRadius: 1, py: 0.25, minWidth: 0 }} data-testid={`tree-folder-${String(id)}`}>
          {open ? <FolderOpen fontSize="small" color="primary" sx={{ mr: 1 }} /> : <Folder fontSize="small" color="primary" sx={{ mr: 1 }} />}
          <Typography variant="body2" noWrap title={name} sx={{ flex: 1 }}>
            {name}
          </Typography>
          {liveCount > 0 ? (
            <Typography variant="caption" color="success.main" sx={{ ml: 1 }} title={`${String(liveCount)} 个文件已发布`}>
              {liveCount}
            </Typography>
          ) : null}
        </ListItemButton>
        {id !== H5_ROOT_FOLDER_ID ? (
          <Tooltip title="在文件夹操作页打开">
            <IconButton size="small" component={RouterLink} to={releasePaths.operationFolder(id)} aria-label={`在文件夹操作页打开 ${name}`}>
              <OpenInBrowser fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      {open ? (
        <List role="group" disablePadding>
          {listing.isPending ? <CircularProgress size={16} aria-label="加载中" sx={{ ml: depth * 1.5 + 5, my: 0.5 }} /> : null}
          {listing.isError ? (
            <Typography variant="caption" color="error" sx={{ pl: depth * 1.5 + 5 }}>
              加载失败
            </Typography>
          ) : null}
          {folders.map((f) => (
            <FolderNode key={f.id} {...tree} id={f.id} name={f.file_name} depth={depth + 1} liveCount={f.live_count} isOpen={isOpen} toggle={toggle} />
          ))}
        </List>
      ) : null}
    </Box>
  );
}

/**
 * The folder tree of the edit view: folders only, loaded a level at a time. Selecting a folder shows its files
 * beside the tree; the icon at a folder's end opens it on its own page (operationFolder).
 */
export function FolderTree(props: FolderTreeProps) {
  // Opened and closed by hand; the selected folder's ancestors are open unless closed by hand.
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([H5_ROOT_FOLDER_ID]));
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const isOpen = (id: number) => opened.has(id) || (props.ancestorIds.includes(id) && !closed.has(id));
  const toggle = (id: number) => {
    const nowOpen = isOpen(id);
    setOpened((prev) => withOrWithout(prev, id, !nowOpen));
    setClosed((prev) => withOrWithout(prev, id, nowOpen));
  };
  return (
    <List role="tree" aria-label="文件夹" disablePadding data-testid="folder-tree">
      <FolderNode {...props} id={H5_ROOT_FOLDER_ID} name="根目录" depth={0} liveCount={0} isOpen={isOpen} toggle={toggle} />
    </List>
  );
}

function withOrWithout(set: ReadonlySet<number>, id: number, present: boolean): ReadonlySet<number> {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}
