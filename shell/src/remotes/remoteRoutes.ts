/**
 * Which remote answers which path: the shell's whole path → remote mapping, as data. The router builds its routes
 * from these lists, and the guard tells public paths from the signed-in frame's with them.
 *
 * A remote's component gets `basePath` (RemoteAppProps): its own `<Routes>` match below it. `./Public` gets the
 * path it is mounted at, so one Public module can tell its screens apart (e.g. `/approval` vs `/holiday/messagelist`).
 */
export type RemoteName = 'remote_articles' | 'remote_wm' | 'remote_br' | 'remote_esop' | 'remote_common' | 'remote_h5';

export interface RemoteTarget {
  remote: RemoteName;
  expose: './App' | './Public';
}

export interface RemoteRoute extends RemoteTarget {
  /** Mount path; everything below it belongs to the remote. */
  basePath: string;
  /** Chinese name of the area, for the spinner and the error card. */
  areaTitle: string;
}

/** Inside the signed-in frame: guarded, with the menu around them. */
export const FRAME_REMOTE_ROUTES: readonly RemoteRoute[] = [
  { basePath: '/articles', remote: 'remote_articles', expose: './App', areaTitle: '内容管理' },
  { basePath: '/operation/wm', remote: 'remote_wm', expose: './App', areaTitle: '理财 App' },
  { basePath: '/operation/br', remote: 'remote_br', expose: './App', areaTitle: '证券 App' },
  { basePath: '/operation/esop', remote: 'remote_esop', expose: './App', areaTitle: '员工持股 App' },
  { basePath: '/operation/common', remote: 'remote_common', expose: './App', areaTitle: '公共模块' },
  { basePath: '/operation/ow', remote: 'remote_common', expose: './App', areaTitle: '官网' },
  { basePath: '/h5', remote: 'remote_h5', expose: './App', areaTitle: 'H5 发布' },
];

/** Reachable without login (spec §2); `/approval` itself redirects to `/approval/70000` before reaching the remote. */
export const PUBLIC_REMOTE_ROUTES: readonly RemoteRoute[] = [
  { basePath: '/approval', remote: 'remote_br', expose: './Public', areaTitle: '资讯审批' },
  { basePath: '/holiday/messagelist', remote: 'remote_br', expose: './Public', areaTitle: '节假日交易安排' },
  { basePath: '/batch/activitypage', remote: 'remote_common', expose: './Public', areaTitle: '活动中心' },
  { basePath: '/sms/login', remote: 'remote_common', expose: './Public', areaTitle: '短信验证码登录' },
  { basePath: '/sms/query', remote: 'remote_common', expose: './Public', areaTitle: '短信验证码查询' },
];

function isAtOrBelow(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** The remotes that answer any of `paths` inside the frame (the entries of a person's menu: the areas they can open). */
export function remotesOfPaths(paths: readonly string[]): RemoteName[] {
  const remotes = FRAME_REMOTE_ROUTES.filter((r) => paths.some((p) => isAtOrBelow(p, r.basePath))).map((r) => r.remote);
  return [...new Set(remotes)];
}

/** A path that needs no login (the login page itself aside). */
export function isPublicPath(path: string): boolean {
  return PUBLIC_REMOTE_ROUTES.some((r) => isAtOrBelow(path, r.basePath));
}
