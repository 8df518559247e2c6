/**
 * The checkbox tree of the permission dialog: the menu tree (without /permission and /audit, which only the
 * super-admin flag grants) with every remote's modules hung below the deepest menu entry whose path contains theirs (so 闪屏 lands in
 * 理财 App → 理财模块, the entry whose path already grants it by prefix, spec §6). Deduplicated by path: the wm push
 * module is also a menu entry.
 */
import { FULL_ACCESS, type MenuEntry } from 'shared-ui';
import { isSuperAdminOnlyPath } from 'shared-ui/contract';

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
    // Not grantable: /permission and /audit come with the super-admin flag.
    .filter((entry) => !isSuperAdminOnlyPath(entry.path))
    .map((entry) => ({ path: entry.path, title: entry.title, children: fromMenu(entry.children ?? []) }));
}

/**
 * The deepest menu entry whose path contains `path`. Only menu entries: a module's node is a leaf (ticking it means the
 * module), so a screen below a module (the fund-manager library below the candidate module) is its sibling, never its
 * child — as a child it would turn the module into a section ticked by the screen alone.
 */
function deepestContaining(nodes: PermissionNode[], path: string, menuPaths: ReadonlySet<string>): PermissionNode | null {
  for (const node of nodes) {
    if (menuPaths.has(node.path) && path.startsWith(`${node.path}/`)) return deepestContaining(node.children, path, menuPaths) ?? node;
  }
  return null;
}

function allPaths(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => [node.path, ...allPaths(node.children)]);
}

/**
 * `modules`: every remote's modules, and the custom screens granted one by one (GRANTABLE_SCREENS: 个股资讯, 其他个股资讯,
 * 基金经理库), each hung below the deepest menu entry containing its path.
 */
export function buildPermissionTree(menu: readonly MenuEntry[], modules: readonly AreaModuleItem[]): PermissionNode[] {
  const tree = fromMenu(menu);
  const menuPaths: ReadonlySet<string> = new Set(allPaths(tree));
  const known = new Set(menuPaths);
  for (const module of modules) {
    if (known.has(module.path)) continue;
    known.add(module.path);
    const node: PermissionNode = { path: module.path, title: module.title, children: [] };
    const parent = deepestContaining(tree, module.path, menuPaths);
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
