import type { RemoteName } from '../remotes/remoteRoutes';
import { loadAreaModules } from './loadAreaModules';

describe('loadAreaModules', () => {
  it('reports a failed list by its area and keeps the others, resolving AreaModuleLink routes under the area', async () => {
    const load = jest.fn((remote: RemoteName): Promise<unknown> => {
      if (remote === 'remote_br') return Promise.reject(new Error('RUNTIME-008'));
      if (remote === 'remote_wm') return Promise.resolve([{ path: '/operation/wm/modules/splashScreen', title: '闪屏', name: 'splashScreen' }]);
      if (remote === 'remote_common') return Promise.resolve([{ name: 'faq', title: '常见问题' }, { title: '无路径' }]);
      return Promise.resolve([]);
    });
    const result = await loadAreaModules(load);
    expect(result.failedAreas).toEqual(['证券 App']);
    expect(result.modules).toEqual([
      { path: '/operation/wm/modules/splashScreen', title: '闪屏' },
      { path: '/operation/common/modules/faq', title: '常见问题' },
    ]);
    expect(load.mock.calls.map(([r]) => r).sort()).toEqual(['remote_br', 'remote_common', 'remote_esop', 'remote_h5', 'remote_wm']);
  });

  it('counts a malformed list as a failure', async () => {
    const result = await loadAreaModules(() => Promise.resolve({ not: 'a list' }), [
      { remote: 'remote_h5', basePath: '/h5', areaTitle: 'H5 发布' },
    ]);
    expect(result).toEqual({ modules: [], failedAreas: ['H5 发布'] });
  });
});
