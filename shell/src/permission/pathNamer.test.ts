import { MENU_TREE } from 'shared-ui';
import { buildPermissionTree, pathNamer } from './buildPermissionTree';

describe('pathNamer (the audit detail names paths as the menu does)', () => {
  const nameOf = pathNamer(buildPermissionTree(MENU_TREE, [{ path: '/operation/br/modules/newShare', title: '新股认购' }]));

  it('names a menu screen and a module by their titles from the area down', () => {
    expect(nameOf('/operation/br/appconfig')).toMatch(/ \/ App 配置$/);
    expect(nameOf('/operation/br/modules/newShare')).toMatch(/ \/ 新股认购$/);
    expect(nameOf('/operation/br/modules/newShare').split(' / ').length).toBeGreaterThan(1);
  });

  it('says 全部权限 for full access and keeps a path no screen has any more', () => {
    expect(nameOf('0')).toBe('全部权限');
    expect(nameOf('/operation/gone')).toBe('/operation/gone');
  });
});
