import { MENU_TREE } from 'shared-ui';
import { buildPermissionTree, type PermissionNode } from './buildPermissionTree';
import { checksFromStored, nodeCheckState, storedFromChecks, toggleTreePath } from './treeChecks';

const WM_MODULES = [
  { path: '/operation/wm/push', title: '推送' },
  { path: '/operation/wm/modules/splashScreen', title: '闪屏' },
  { path: '/operation/wm/modules/maskLayer', title: '蒙层' },
];
const tree = buildPermissionTree(MENU_TREE, WM_MODULES);

function find(path: string, nodes: readonly PermissionNode[] = tree): PermissionNode {
  for (const node of nodes) {
    if (node.path === path) return node;
    if (path.startsWith(`${node.path}/`)) return find(path, node.children);
  }
  throw new Error(`no node ${path}`);
}

type Step = [path: string, on: boolean];
const run = (steps: Step[], start: readonly string[] = []) =>
  steps.reduce<ReadonlySet<string>>((set, [path, on]) => toggleTreePath(find(path), set, on), checksFromStored(tree, start));

describe('buildPermissionTree', () => {
  it('leaves out /permission, hangs modules below their deepest menu entry and keeps a path once', () => {
    expect(tree.map((n) => n.path)).not.toContain('/permission');
    const wmModules = find('/operation/wm/modules');
    expect(wmModules.children.map((n) => n.title)).toEqual(['闪屏', '蒙层']);
    const wm = find('/operation/wm');
    expect(wm.children.filter((n) => n.path === '/operation/wm/push')).toHaveLength(1);
  });
});

describe('tree checks', () => {
  it.each<[string, Step[], string[], Record<string, string>]>([
    [
      'ticking a section ticks every child and stores them all',
      [['/operation/wm/modules', true]],
      ['/operation/wm/modules', '/operation/wm/modules/splashScreen', '/operation/wm/modules/maskLayer'],
      { '/operation/wm/modules': 'checked', '/operation/wm': 'indeterminate', '/operation': 'indeterminate' },
    ],
    [
      'unticking one child leaves its section indeterminate and out of the stored list',
      [['/operation/wm/modules', true], ['/operation/wm/modules/maskLayer', false]],
      ['/operation/wm/modules/splashScreen'],
      { '/operation/wm/modules': 'indeterminate', '/operation/wm/modules/splashScreen': 'checked', '/operation/wm/modules/maskLayer': 'unchecked' },
    ],
    [
      'ticking the last child makes the section checked again',
      [['/operation/esop/modulesEdit', true], ['/operation/esop/modules', true]],
      ['/operation/esop', '/operation/esop/modulesEdit', '/operation/esop/modules'],
      { '/operation/esop': 'checked' },
    ],
    [
      'unticking a section unticks its children',
      [['/h5', true], ['/h5', false]],
      [],
      { '/h5': 'unchecked', '/h5/config': 'unchecked' },
    ],
  ])('%s', (_name, steps, stored, states) => {
    const checked = run(steps);
    expect(storedFromChecks(tree, checked)).toEqual(stored);
    for (const [path, state] of Object.entries(states)) expect([path, nodeCheckState(find(path), checked)]).toEqual([path, state]);
  });

  it('reads a stored section as its whole subtree and keeps unknown paths', () => {
    const checked = checksFromStored(tree, ['/articles', '/operation/br/modules/gone']);
    expect(nodeCheckState(find('/articles/recycle'), checked)).toBe('checked');
    expect(storedFromChecks(tree, checked)).toEqual([
      '/articles',
      '/articles/library',
      '/articles/information',
      '/articles/addArticles',
      '/articles/add',
      '/articles/recycle',
      '/operation/br/modules/gone',
    ]);
  });
});
