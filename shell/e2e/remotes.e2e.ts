/** A remote that cannot load shows its error card inside the frame; every other area keeps working. */
import { sharedModulesLoaded } from '../scripts/lib/federationShares';
import path from 'node:path';
import { SHARED_UI_VERSION } from 'shared-ui/federation';
import { canDeployRemote, canDeployShell } from '../scripts/lib/canIDeploy';
import type { Page } from 'playwright-core';
import { buildEsopAgainstNewerSharedUi, type NewerRemoteBuild } from './newerRemoteBuild';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';

afterAll(closeBrowser);

describe('remote loading', () => {
  it('shows an error card for a remote whose files are missing, and the other areas still open', async () => {
    const page = await openPage();
    await page.route('**/remotes/remote-esop/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/esop/modulesEdit`);
    const card = page.getByTestId('remote-error');
    await card.waitFor();
    expect(await card.innerText()).toContain('加载失败');
    // The frame is still there, and another area opens from the menu.
    await page.getByTestId('side-menu').waitFor();
    await page.goto(`${BASE_URL}/operation/wm/modulesEdit`);
    await page.getByText('理财 App · 模块编辑').waitFor();
    // Back on the broken area, the card shows again; once the files are back, 重试 loads the area for real.
    await page.goto(`${BASE_URL}/operation/esop/modulesEdit`);
    await card.waitFor();
    await page.unroute('**/remotes/remote-esop/**');
    await card.getByRole('button', { name: '重试' }).click();
    await page.getByText('员工持股 App · 模块编辑').waitFor();
    expect(await card.count()).toBe(0);
    await page.context().close();
  });

  describe('a remote really built against a newer shared-ui, served from another origin', () => {
    let newer: NewerRemoteBuild;
    beforeAll(async () => {
      newer = await buildEsopAgainstNewerSharedUi();
    }, 180_000);
    afterAll(() => newer.close());

    /** remotes.json as deployed, with remote_esop's entry as `entry` makes it from today's. */
    const esopEntry = async (page: Page, entry: (today: string) => unknown) => {
      await page.unroute('**/remotes.json');
      await page.route('**/remotes.json', async (route) => {
        const entries = (await (await route.fetch()).json()) as Record<string, string>;
        await route.fulfill({ json: { ...entries, remote_esop: entry(entries.remote_esop ?? '') } });
      });
    };

    it('says which shared-ui it needs, never running its code; an older build keeps working', async () => {
      const page = await openPage();
      const otherOrigin = new URL(newer.manifestUrl).origin;
      const newerCode: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(otherOrigin) && request.url().endsWith('.js')) newerCode.push(request.url());
      });
      await esopEntry(page, () => newer.manifestUrl);
      await signIn(page, 'admin');
      await page.goto(`${BASE_URL}/operation/esop/modulesEdit`);
      const card = page.getByTestId('remote-incompatible');
      await card.waitFor();
      expect(await card.innerText()).toContain(`「员工持股 App」的新版本需要框架（shared-ui）${newer.sharedUiVersion} 或更高的同系列版本，当前框架为 ${SHARED_UI_VERSION}。`);
      expect(await card.innerText()).toContain('请先部署新版框架，或回退该模块');
      // A super admin sees the technical lines; nobody gets a retry that cannot help.
      expect(await page.getByTestId('remote-incompatible-detail').innerText()).toContain('remote_esop');
      expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
      expect(newerCode).toEqual([]);
      await page.screenshot({ path: '.test-results/remote-incompatible.png' });

      // Built against an older shared-ui of the shell's major (additive changes since): the area opens.
      const [major] = SHARED_UI_VERSION.split('.');
      await page.unroute('**/remotes.json');
      await page.route('**/remotes/remote-esop/mf-manifest.json', async (route) => {
        const manifest = (await (await route.fetch()).json()) as { shared: { name: string; version: string }[] };
        for (const shared of manifest.shared) if (shared.name.startsWith('shared-ui')) shared.version = `${String(major)}.0.0`;
        await route.fulfill({ json: manifest });
      });
      await page.reload();
      await page.getByText('员工持股 App · 模块编辑').waitFor();
      expect(await card.count()).toBe(0);
      await page.context().close();
    });

    it('serves the last good build remotes.json names when the current one needs a newer shared-ui or fails as it starts; a super admin sees why', async () => {
      const page = await openPage();
      await esopEntry(page, (today) => ({ current: newer.manifestUrl, previous: today }));
      await signIn(page, 'admin');
      await page.goto(`${BASE_URL}/operation/esop/modulesEdit`);
      await page.getByText('员工持股 App · 模块编辑').waitFor();
      const notice = page.getByTestId('remote-fallback');
      expect(await notice.innerText()).toContain('「员工持股 App」正在使用上一个版本');
      expect(await notice.innerText()).toContain(`新版本需要框架（shared-ui）${newer.sharedUiVersion} 或更高的同系列版本，当前框架为 ${SHARED_UI_VERSION}`);
      await page.screenshot({ path: '.test-results/remote-fallback.png' });

      // A next build whose code fails as it starts: the same fallback, and the runtime's words as the reason.
      await page.route(`${new URL(newer.manifestUrl).origin}/remoteEntry.js`, (route) =>
        route.fulfill({ contentType: 'application/javascript', headers: { 'access-control-allow-origin': '*' }, body: 'throw new Error("新版本启动失败");' }),
      );
      await page.route(newer.manifestUrl, async (route) => {
        // Its manifest claims the shell's shared-ui, so the handshake lets its code run.
        const manifest = (await (await route.fetch()).json()) as { shared: { name: string; version: string }[] };
        for (const shared of manifest.shared) if (shared.name.startsWith('shared-ui')) shared.version = SHARED_UI_VERSION;
        await route.fulfill({ json: manifest, headers: { 'access-control-allow-origin': '*' } });
      });
      await page.reload();
      await page.getByText('员工持股 App · 模块编辑').waitFor();
      expect(await notice.innerText()).toContain('新版本加载失败');
      await page.context().close();
    });

    it("the check before a deploy: no for that build against the deployed shell, yes for today's remote and shell", async () => {
      const root = path.resolve(__dirname, '..', '..');
      expect((await canDeployRemote({ shellUrl: BASE_URL, remoteDist: path.join(root, 'remote-esop', 'dist') })).ok).toBe(true);
      const verdict = await canDeployRemote({ shellUrl: BASE_URL, remoteDist: newer.dist });
      expect([verdict.ok, verdict.lines[0]]).toEqual([false, expect.stringContaining(`需要 shared-ui ^${newer.sharedUiVersion}，框架为 ${SHARED_UI_VERSION}：无法加载`)]);
      // The shell just built, against the remotes the running product names: every one runs.
      expect((await canDeployShell({ shellDist: path.join(root, 'shell', 'dist'), remotesJson: `${BASE_URL}/remotes.json` })).ok).toBe(true);
    });
  });

  it('gives up on a remote that never answers after about 10 seconds: the card in Chinese, details folded, 重试', async () => {
    const page = await openPage();
    // The remote's host takes the request and never answers.
    await page.route('**/remotes/remote-br/**', () => undefined);
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/br/modulesEdit`);
    const card = page.getByTestId('remote-error');
    await card.waitFor({ timeout: 20_000 });
    expect(await card.innerText()).toContain('「证券 App」长时间没有响应');
    expect(await page.getByTestId('remote-error-detail').isVisible()).toBe(false);
    await page.unroute('**/remotes/remote-br/**');
    await card.getByRole('button', { name: '重试' }).click();
    await page.getByText('证券 App · 模块编辑').waitFor();
    await page.context().close();
  });

  it("reads no manifest when the frame shows; an area's when the person points at its menu entry, and none after the click", async () => {
    const page = await openPage();
    const manifests: { path: string; at: number }[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/remotes.json' || pathname.endsWith('/mf-manifest.json')) manifests.push({ path: pathname, at: Date.now() });
    });
    await signIn(page, 'admin');
    await page.getByTestId('home-areas').waitFor();
    await page.waitForLoadState('networkidle');
    // Issue 32: /home shows no remote, so it reads neither the remote list nor any area's manifest.
    expect(manifests).toEqual([]);
    const entry = page.getByTestId('side-menu').locator('a[data-path="/articles/library"]');
    const articlesManifest = page.waitForResponse((response) => response.url().endsWith('/remotes/remote-articles/mf-manifest.json'));
    await entry.hover();
    await articlesManifest;
    expect(manifests.map((m) => m.path)).toEqual(['/remotes.json', '/remotes/remote-articles/mf-manifest.json']);
    const clickedAt = Date.now();
    await entry.click();
    await page.locator('main .MuiDataGrid-row').first().waitFor();
    // The federation runtime took the manifest read ahead (manifestAheadPlugin) instead of fetching it after the click.
    expect(manifests.filter((m) => m.at >= clickedAt)).toEqual([]);
    await page.context().close();
  });

  it("an area's first screen fetches the remote's MUI code as one file, not one per component", async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('/remotes/remote-h5/')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${BASE_URL}/h5/relesesystem/edit`);
    await page.getByTestId('h5-release-system').waitFor();
    await page.locator('[data-testid^="tree-folder-"]').first().waitFor();
    // At most one: none when the frame has loaded those components already (the header's search box brings its
    // own), as the shared registry then serves the frame's copies.
    expect(scripts.filter((path) => /\/mui-area\.[0-9a-f]+\.js$/.test(path)).length).toBeLessThanOrEqual(1);
    // One file per shared MUI component made this about 40; grouped, the area's entry, App, dates and MUI are ~13.
    expect(scripts.length).toBeLessThanOrEqual(20);
    await page.context().close();
  });

  it("the article library's first visit loads the date pickers without the workflow engine", async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/articles/library`);
    await page.locator('main .MuiDataGrid-row').first().waitFor();
    await page.getByText('展示时间起').first().waitFor();
    // The federation runtime's share registry (its one global) says which shared modules some package has loaded:
    // `shared-ui/workflow` (ModuleScreen, the slot views, react-hook-form; ~21 KB gzip) is for module screens, and
    // the library's date filter needs only `shared-ui/pickers`.
    const loaded = await sharedModulesLoaded(page);
    expect(loaded).toContain('shared-ui/pickers');
    expect(loaded).not.toContain('shared-ui/workflow');
    await page.context().close();
  });
});
