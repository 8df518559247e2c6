/**
 * The checkbox tree's rules, pure. The state is the set of ticked paths; a section's state is derived from its
 * children (all ticked → ticked, some → indeterminate), so it never disagrees with them. Ticking a section ticks its
 * whole subtree; the stored list holds the ticked paths, sections included when fully ticked (spec §3, §6).
 */
import { treePaths, type PermissionNode } from './buildPermissionTree';

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

export function nodeCheckState(node: PermissionNode, checked: ReadonlySet<string>): CheckState {
  if (node.children.length === 0) return checked.has(node.path) ? 'checked' : 'unchecked';
  const states = node.children.map((child) => nodeCheckState(child, checked));
  if (states.every((s) => s === 'checked')) return 'checked';
  if (states.every((s) => s === 'unchecked')) return 'unchecked';
  return 'indeterminate';
}

/** Ticks (on) or unticks a node and its whole subtree; answers a new set. */
export function toggleTreePath(node: PermissionNode, checked: ReadonlySet<string>, on: boolean): Set<string> {
  const next = new Set(checked);
  for (const path of [node.path, ...treePaths(node.children)]) {
    if (on) next.add(path);
    else next.delete(path);
  }
  return next;
}

/**
 * The ticks of a stored list: a stored section grants its whole subtree (isPathPermitted's prefix rule), so it ticks
 * every child. Paths the tree does not know (a remote whose list failed to load) stay in the set, untouched.
 */
export function checksFromStored(tree: readonly PermissionNode[], stored: readonly string[]): Set<string> {
  let checked = new Set(stored);
  const walk = (nodes: readonly PermissionNode[]) => {
    for (const node of nodes) {
      if (checked.has(node.path)) checked = toggleTreePath(node, checked, true);
      else walk(node.children);
    }
  };
  walk(tree);
  return checked;
}

/** The list to store: ticked tree paths in tree order (sections only when fully ticked), then unknown paths kept. */
export function storedFromChecks(tree: readonly PermissionNode[], checked: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly PermissionNode[]) => {
    for (const node of nodes) {
      if (nodeCheckState(node, checked) === 'checked') out.push(node.path);
      walk(node.children);
    }
  };
  walk(tree);
  const known = new Set(treePaths(tree));
  return [...out, ...[...checked].filter((path) => !known.has(path))];
}
