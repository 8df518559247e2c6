/**
 * The checkbox tree of the permission dialog: the menu tree (without /permission, which only the super-admin flag
 * grants) with every remote's modules hung below the deepest menu entry whose path contains theirs (so 闪屏 lands in
 * 理财 App → 理财模块, the entry whose path already grants it by prefix, spec §6). Deduplicated by path: the wm push
 * module is also a menu entry.
 */
import { FULL_ACCESS, type MenuEntry } from 'shared-ui';
import { PERMISSION_ADMIN_PATH } from 'shared-ui/contract';

export interface PermissionNode {
  path: string;
  title: string;
  children: PermissionNode[];
}

/** One module of a remote's list, as the tree needs it. */
export interface AreaModuleItem {
  path: string;
  title: string;
}

function fromMenu(entries: readonly MenuEntry[]): PermissionNode[] {
  return entries
    .filter((entry) => entry.path !== PERMISSION_ADMIN_PATH)
    .map((entry) => ({ path: entry.path, title: entry.title, children: fromMenu(entry.children ?? []) }));
}

function deepestContaining(nodes: PermissionNode[], path: string): PermissionNode | null {
  for (const node of nodes) {
    if (path.startsWith(`${node.path}/`)) return deepestContaining(node.children, path) ?? node;
  }
  return null;
}

function allPaths(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => [node.path, ...allPaths(node.children)]);
}

export function buildPermissionTree(menu: readonly MenuEntry[], modules: readonly AreaModuleItem[]): PermissionNode[] {
  const tree = fromMenu(menu);
  const known = new Set(allPaths(tree));
  for (const module of modules) {
    if (known.has(module.path)) continue;
    known.add(module.path);
    const node: PermissionNode = { path: module.path, title: module.title, children: [] };
    const parent = deepestContaining(tree, module.path);
    if (parent) parent.children.push(node);
    else tree.push(node);
  }
  return tree;
}

/** Every path of the tree, depth first. */
export function treePaths(nodes: readonly PermissionNode[]): string[] {
  return allPaths(nodes);
}

/**
 * What a stored path is called, for a person reading an audit record: its titles from the area down
 * (「财富 App 运营 / 模块管理 / 开屏」), or the path itself when no screen has it any more.
 */
export function pathNamer(tree: readonly PermissionNode[] | null): (path: string) => string {
  const names = new Map<string, string>();
  const walk = (nodes: readonly PermissionNode[], trail: readonly string[]) => {
    for (const node of nodes) {
      const titles = [...trail, node.title];
      names.set(node.path, titles.join(' / '));
      walk(node.children, titles);
    }
  };
  walk(tree ?? [], []);
  return (path) => (path === FULL_ACCESS ? '全部权限' : (names.get(path) ?? path));
}
