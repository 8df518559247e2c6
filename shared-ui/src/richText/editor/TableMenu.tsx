import TableChart from '@mui/icons-material/TableChart';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';

type Chain = ReturnType<Editor['chain']>;

const COMMANDS: { label: string; needsTable: boolean; run: (chain: Chain) => Chain }[] = [
  { label: '插入表格（3×3，含表头）', needsTable: false, run: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) },
  { label: '在下方插入行', needsTable: true, run: (c) => c.addRowAfter() },
  { label: '删除当前行', needsTable: true, run: (c) => c.deleteRow() },
  { label: '在右侧插入列', needsTable: true, run: (c) => c.addColumnAfter() },
  { label: '删除当前列', needsTable: true, run: (c) => c.deleteColumn() },
  { label: '删除表格', needsTable: true, run: (c) => c.deleteTable() },
];

/**
 * The table commands: insert a 3×3 table with a header row; inside a table, add/delete rows and columns, delete it.
 * A Popover with a list rather than MUI's Menu: Menu and MenuItem talk through a context module that is not shared
 * across federated builds, so a Menu from one build and a MenuItem the shell already loaded would not see each
 * other ("MenuListContext is missing").
 */
export function TableMenu({ editor, inTable, disabled }: { editor: Editor; inTable: boolean; disabled: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="表格">
        <span>
          <IconButton
            size="small"
            aria-label="表格"
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            disabled={disabled}
            color={inTable ? 'primary' : 'default'}
            onMouseDown={(e) => e.preventDefault()}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ borderRadius: 1 }}
          >
            <TableChart fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {/* disableRestoreFocus: the command's chain puts the focus back in the document, not on this button. */}
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} disableRestoreFocus>
        <List dense role="menu" aria-label="表格操作">
          {COMMANDS.map((command, i) => (
            <ListItemButton
              key={command.label}
              role="menuitem"
              autoFocus={i === 0}
              disabled={command.needsTable && !inTable}
              onClick={() => {
                setAnchor(null);
                command.run(editor.chain().focus()).run();
              }}
            >
              <ListItemText primary={command.label} />
            </ListItemButton>
          ))}
        </List>
      </Popover>
    </>
  );
}
