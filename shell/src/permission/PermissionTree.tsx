import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { PermissionNode } from './buildPermissionTree';
import { nodeCheckState } from './treeChecks';

interface PermissionTreeProps {
  tree: readonly PermissionNode[];
  checked: ReadonlySet<string>;
  onToggle: (node: PermissionNode, on: boolean) => void;
  disabled?: boolean;
}

function TreeNode({ node, checked, onToggle, disabled }: Omit<PermissionTreeProps, 'tree'> & { node: PermissionNode }) {
  const state = nodeCheckState(node, checked);
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <FormControlLabel
        label={node.title}
        disabled={disabled}
        control={
          <Checkbox
            size="small"
            checked={state === 'checked'}
            indeterminate={state === 'indeterminate'}
            // An indeterminate section ticks all on click: the quicker way to grant a whole area.
            onChange={() => onToggle(node, state !== 'checked')}
            slotProps={{ input: { 'data-testid': `perm-node-${node.path}`, 'data-path': node.path } as Record<string, string> }}
          />
        }
      />
      {node.children.length > 0 ? (
        <Box component="ul" aria-label={node.title} sx={{ m: 0, pl: 3 }}>
          {node.children.map((child) => (
            <TreeNode key={child.path} node={child} checked={checked} onToggle={onToggle} disabled={disabled} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The permitted paths as a checkbox tree; a section shows indeterminate when partly ticked. */
export function PermissionTree({ tree, checked, onToggle, disabled }: PermissionTreeProps) {
  return (
    <Box component="ul" data-testid="permission-tree" aria-label="可访问的功能" sx={{ m: 0, pl: 0 }}>
      {tree.map((node) => (
        <TreeNode key={node.path} node={node} checked={checked} onToggle={onToggle} disabled={disabled} />
      ))}
    </Box>
  );
}
