import { flattenMenu, visibleMenu } from './menu';

const paths = (permission: string[]) => flattenMenu(visibleMenu({ permission, isSuperAdmin: false })).map((entry) => entry.path);

describe('the menu a restricted list sees (spec §2: an entry only if its path is in the permitted list)', () => {
  it('shows a module’s area as the one link to its link page, without a 模块编辑 entry it was not granted', () => {
    const menu = visibleMenu({ permission: ['/operation/wm/modules/splashScreen'], isSuperAdmin: false });
    const operation = menu.find((entry) => entry.path === '/operation');
    expect(operation?.children).toEqual([{ path: '/operation/wm', title: '理财 App' }]);
    expect(paths(['/operation/wm/modules/splashScreen'])).not.toContain('/operation/wm/modulesEdit');
  });

  it('shows 模块编辑 and the area’s screens when they are granted', () => {
    expect(paths(['/operation/wm/modulesEdit', '/operation/wm/push'])).toEqual(expect.arrayContaining(['/operation/wm', '/operation/wm/modulesEdit', '/operation/wm/push']));
  });

  it('drops a section that leads nowhere: an articles-only list has no 运营管理', () => {
    expect(paths(['/articles/library'])).not.toContain('/operation');
  });
});
