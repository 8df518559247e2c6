import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SessionContext, type RemoteAppProps } from 'shared-ui';
import type { RemoteLoader } from './loadRemoteComponent';
import { RemoteMount } from './RemoteMount';
import type { RemoteTarget } from './remoteRoutes';
import { checkManifest } from './sharedUiHandshake';

const target: RemoteTarget = { remote: 'remote_esop', expose: './App' };

/** Which build answered: remoteBuilds.ts decides that (its own tests); here only what the area shows of it. */
const mockFallback: { value: { previous: string; reason: string } | undefined } = { value: undefined };
jest.mock('./remoteBuilds', () => ({ remoteFallback: () => mockFallback.value }));

function EsopApp({ basePath }: RemoteAppProps) {
  return <p>员工持股 App 已加载于 {basePath}</p>;
}

beforeEach(() => {
  // React reports errors caught by a boundary on console.error; the failure is the point of these tests.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** `children` as a publisher sees them, a super admin or not. */
const signedInAs = (isSuperAdmin: boolean, children: ReactNode) => (
  <SessionContext.Provider value={{ session: { uid: '1', account: 'admin', role: 'publisher', permission: ['0'], isSuperAdmin }, logout: async () => undefined }}>{children}</SessionContext.Provider>
);

describe('RemoteMount', () => {
  it('shows a spinner, then the error card when the load fails, and a retry that really loads again', async () => {
    let fail = true;
    const load = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(() =>
      fail ? Promise.reject(new Error('RUNTIME-003: manifest 404')) : Promise.resolve(EsopApp),
    );
    render(<RemoteMount target={target} basePath="/operation/esop" areaTitle="员工持股 App" load={load} />);

    expect(screen.getByTestId('remote-loading')).toBeTruthy();
    // Loading and failed alike, the page has its heading (axe: page-has-heading-one).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('正在加载「员工持股 App」…');
    const card = await screen.findByTestId('remote-error');
    expect(card.textContent).toContain('模块加载失败');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('模块加载失败');
    expect(card.textContent).toContain('员工持股 App');
    expect(card.textContent).toContain('RUNTIME-003: manifest 404');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith(target, { retry: false });

    fail = false;
    await userEvent.setup().click(screen.getByTestId('remote-retry'));
    expect(await screen.findByText('员工持股 App 已加载于 /operation/esop')).toBeTruthy();
    expect(screen.queryByTestId('remote-error')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(target, { retry: true });
  });

  it('keeps failing honestly: a retry that fails again shows the card again', async () => {
    const load: RemoteLoader = jest.fn(() => Promise.reject(new Error('offline')));
    render(<RemoteMount target={target} basePath="/operation/esop" areaTitle="员工持股 App" load={load} />);
    await screen.findByTestId('remote-error');
    await userEvent.setup().click(screen.getByTestId('remote-retry'));
    expect(await screen.findByTestId('remote-error')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a remote that never answers: the card, in Chinese, with the detail folded away, and 重试', async () => {
    const load: RemoteLoader = jest.fn(() => new Promise<never>(() => undefined));
    render(<RemoteMount target={target} basePath="/operation/esop" areaTitle="员工持股 App" load={load} timeoutMs={50} />);
    expect(screen.getByTestId('remote-loading')).toBeTruthy();
    const card = await screen.findByTestId('remote-error');
    expect(card.textContent).toContain('「员工持股 App」长时间没有响应，请检查网络后重试');
    // The technical words sit inside a closed <details>, under a Chinese summary.
    const detail = screen.getByTestId('remote-error-detail');
    expect(detail.textContent).toBe('加载超时（0 秒内未响应）');
    expect(detail.closest('details')?.open).toBe(false);
    expect(card.querySelector('summary')?.textContent).toBe('技术信息（反馈问题时请附上）');
    expect(screen.getByTestId('remote-retry')).toBeTruthy();
  });

  it('says which shared-ui a remote needs when this shell cannot run it, with no retry; super admins see the details', async () => {
    const manifest = JSON.stringify({ id: 'remote_esop', name: 'remote_esop', metaData: {}, shared: [{ name: 'shared-ui', version: '3.4.0' }], exposes: [] });
    const load: RemoteLoader = jest.fn(() => {
      try {
        checkManifest(manifest, '3.1.0');
        return Promise.resolve(EsopApp);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    const mount = (isSuperAdmin: boolean) => signedInAs(isSuperAdmin, <RemoteMount target={target} basePath="/operation/esop" areaTitle="员工持股 App" load={load} />);
    const { rerender, unmount } = render(mount(false));
    const card = await screen.findByTestId('remote-incompatible');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('模块版本与框架不兼容');
    expect(card.textContent).toContain('「员工持股 App」的新版本需要框架（shared-ui）3.4.0 或更高的同系列版本，当前框架为 3.1.0。');
    expect(card.textContent).toContain('请先部署新版框架，或回退该模块');
    expect(screen.queryByTestId('remote-retry')).toBeNull();
    expect(screen.queryByTestId('remote-error')).toBeNull();
    expect(screen.queryByTestId('remote-incompatible-detail')).toBeNull();
    rerender(mount(true));
    expect(screen.getByTestId('remote-incompatible-detail').textContent).toBe('子应用remote_esop构建时的 shared-ui3.4.0（要求 ^3.4.0）框架的 shared-ui3.1.0');
    unmount();
  });

  it('shows super admins, above an area served by its previous build, which build and why; nobody else', async () => {
    mockFallback.value = { previous: '/remotes/remote-esop/2026-11-24/mf-manifest.json', reason: '新版本加载失败：RUNTIME-008' };
    const load: RemoteLoader = () => Promise.resolve(EsopApp);
    const mount = (isSuperAdmin: boolean) => signedInAs(isSuperAdmin, <RemoteMount target={target} basePath="/operation/esop" areaTitle="员工持股 App" load={load} />);
    const { rerender, unmount } = render(mount(true));
    const notice = await screen.findByTestId('remote-fallback');
    expect(notice.textContent).toContain('「员工持股 App」正在使用上一个版本新版本加载失败：RUNTIME-008。请修复新版本，或在 remotes.json 中回退该模块');
    expect(notice.textContent).toContain('正在使用 /remotes/remote-esop/2026-11-24/mf-manifest.json');
    expect(screen.getByText('员工持股 App 已加载于 /operation/esop')).toBeTruthy();
    rerender(mount(false));
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    unmount();
    mockFallback.value = undefined;
  });
});
