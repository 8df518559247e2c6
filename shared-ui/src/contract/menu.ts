/**
 * The sidebar menu of spec §2 as data. The shell renders it, filtered per user; permission management builds its
 * checkbox tree and preview from it. Paths are route paths; `hidden` entries exist for routing but never show.
 */
import { ALWAYS_HIDDEN_MENU_PATHS, RELEASE_PATH, SCHEDULE_PATH, isFullAccess, isPathPermitted, expandPermittedPaths } from './permissionPaths';
import { PERMISSION_ADMIN_PATH } from './permissionAdmin';
import { AUDIT_PATH } from './auditPath';

export interface MenuEntry {
  path: string;
  title: string;
  /** Name of an icon the shell knows; sections only. */
  icon?: 'content' | 'operation' | 'h5' | 'permission' | 'schedule' | 'release' | 'audit';
  /** Only super admins (spec §2: /permission). */
  superAdminOnly?: boolean;
  children?: MenuEntry[];
}

export const MENU_TREE: readonly MenuEntry[] = [
  // Granted like any screen; it shows only the modules the account's paths reach.
  { path: SCHEDULE_PATH, title: '发布日历', icon: 'schedule' },
  // A campaign's entries across modules and apps, scheduled and withdrawn as one (releases.ts); granted like any screen.
  { path: RELEASE_PATH, title: '发布批次', icon: 'release' },
  {
    path: '/articles',
    title: '内容管理',
    icon: 'content',
    children: [
      { path: '/articles/library', title: '文章库' },
      { path: '/articles/information', title: '资讯库' },
      { path: '/articles/addArticles', title: '新增内容' },
      { path: '/articles/add', title: '新增内容入口' },
      { path: '/articles/recycle', title: '回收站' },
    ],
  },
  {
    path: '/operation',
    title: '运营管理',
    icon: 'operation',
    children: [
      {
        path: '/operation/wm',
        title: '理财 App',
        children: [
          { path: '/operation/wm/modulesEdit', title: '模块编辑' },
          { path: '/operation/wm/push', title: '推送管理' },
          { path: '/operation/wm/fund', title: '基金管理' },
          { path: '/operation/wm/appconfig', title: 'App 配置' },
          { path: '/operation/wm/modules', title: '理财模块' },
        ],
      },
      {
        path: '/operation/br',
        title: '证券 App',
        children: [
          { path: '/operation/br/modulesEdit', title: '模块编辑' },
          { path: '/operation/br/push', title: '推送管理' },
          { path: '/operation/br/appconfig', title: 'App 配置' },
          { path: '/operation/br/holiday', title: '公告管理' },
          { path: '/operation/br/modules', title: '证券模块' },
        ],
      },
      {
        path: '/operation/esop',
        title: '员工持股 App',
        children: [
          { path: '/operation/esop/modulesEdit', title: '模块编辑' },
          { path: '/operation/esop/modules', title: '员工持股模块' },
        ],
      },
      {
        path: '/operation/common',
        title: '公共模块',
        children: [
          { path: '/operation/common/modulesEdit', title: '模块编辑' },
          { path: '/operation/common/modules', title: '公共模块' },
        ],
      },
      {
        path: '/operation/ow',
        title: '官网',
        children: [
          { path: '/operation/ow/dynamics', title: '企业动态' },
          { path: '/operation/ow/media', title: '媒体报道' },
          { path: '/operation/ow/scrollNews', title: '滚动新闻' },
        ],
      },
    ],
  },
  {
    path: '/h5',
    title: 'H5 发布',
    icon: 'h5',
    children: [
      { path: '/h5/config', title: 'H5 配置' },
      { path: '/h5/modulesEdit', title: 'H5 模块编辑' },
      { path: '/h5/relesesystem', title: '文件发布系统' },
      { path: '/h5/newsystem', title: '发布总览' },
    ],
  },
  { path: PERMISSION_ADMIN_PATH, title: '权限管理', icon: 'permission', superAdminOnly: true },
  { path: AUDIT_PATH, title: '操作审计', icon: 'audit', superAdminOnly: true },
];

/** The first path of each area that a section's root redirects to (spec §2), and of a screen that opens on a view. */
export const SECTION_REDIRECTS: Readonly<Record<string, string>> = {
  '/articles': '/articles/library',
  '/articles/add': '/articles/addArticles',
  '/operation': '/operation/wm',
  '/operation/wm': '/operation/wm/modulesEdit',
  '/operation/br': '/operation/br/modulesEdit',
  '/operation/esop': '/operation/esop/modulesEdit',
  '/operation/common': '/operation/common/modulesEdit',
  '/operation/ow': '/operation/ow/dynamics',
  '/h5': '/h5/config',
  // A menu entry whose screen opens on its first view: redirected by the guard before the server's module check, not
  // after the screen has mounted (that cost a second check and a second render).
  '/h5/relesesystem': '/h5/relesesystem/edit',
  '/approval': '/approval/70000',
};

export interface MenuViewer {
  /** The stored permission list ("0" alone = full access). */
  permission: readonly string[];
  isSuperAdmin: boolean;
}

/**
 * The menu as one viewer sees it: always-hidden entries removed; with a restricted list, an entry shows only if its
 * path is in the expanded list (spec §2); a section whose children are all filtered out is dropped (it would lead
 * nowhere: the implied 运营管理 of an articles-only account), unless its root leads to a page the list opens — a
 * module-only account's 理财 App, which opens its link page — when it shows as that one link.
 */
export function visibleMenu(viewer: MenuViewer, tree: readonly MenuEntry[] = MENU_TREE): MenuEntry[] {
  const full = isFullAccess(viewer.permission);
  const expanded = new Set(full ? [] : expandPermittedPaths(viewer.permission));
  const hidden = new Set<string>(ALWAYS_HIDDEN_MENU_PATHS);
  const walk = (entries: readonly MenuEntry[]): MenuEntry[] =>
    entries.flatMap((entry) => {
      if (hidden.has(entry.path)) return [];
      if (entry.superAdminOnly && !viewer.isSuperAdmin) return [];
      if (!full && !entry.superAdminOnly && !expanded.has(entry.path)) return [];
      const children = entry.children ? walk(entry.children) : undefined;
      if (children?.length === 0) {
        // An area whose root leads to a page the list opens (a module's link page: spec §2's redirect) is that link;
        // any other section whose every entry is hidden leads nowhere: hidden too.
        const leadsTo = SECTION_REDIRECTS[entry.path];
        return leadsTo !== undefined && isPathPermitted(viewer.permission, leadsTo) ? [{ path: entry.path, title: entry.title, ...(entry.icon ? { icon: entry.icon } : {}) }] : [];
      }
      return [{ ...entry, ...(children ? { children } : {}) }];
    });
  return walk(tree);
}

/** Every path of the tree, depth first (for the permission tree and tests). */
export function flattenMenu(tree: readonly MenuEntry[] = MENU_TREE): MenuEntry[] {
  return tree.flatMap((entry) => [entry, ...(entry.children ? flattenMenu(entry.children) : [])]);
}
