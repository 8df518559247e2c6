/** Which remotes a person's menu leads to: the manifests the frame reads ahead (registerRemote). */
import { flattenMenu, visibleMenu } from 'shared-ui';
import { remotesOfPaths } from './remoteRoutes';

const menuPaths = (permission: string[]) => flattenMenu(visibleMenu({ permission, isSuperAdmin: false })).map((e) => e.path);

describe('remotesOfPaths', () => {
  it('names every remote once for a full menu (the official website is remote_common too)', () => {
    expect(remotesOfPaths(menuPaths(['0'])).sort()).toEqual(['remote_articles', 'remote_br', 'remote_common', 'remote_esop', 'remote_h5', 'remote_wm']);
  });

  it('names only the areas a restricted account can open (every one is shown the implied H5 release screen)', () => {
    expect(remotesOfPaths(menuPaths(['/articles/library']))).toEqual(['remote_articles', 'remote_h5']);
  });

  it("names no remote for the shell's own screens or a section above an area", () => {
    expect(remotesOfPaths(['/home', '/permission', '/operation'])).toEqual([]);
  });
});
