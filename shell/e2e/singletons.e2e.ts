/**
 * The shared singletons stay singletons after the first-screen chunks are grouped: a remote renders with the shell's
 * MUI theme (its primary colour, not MUI's default blue) and reads the shell's session context (it lists the modules
 * this account may open), and React, MUI's styles and shared-ui are each loaded once, from the shell.
 */
import { BASE_URL, closeBrowser, openPage, signIn } from './support';

afterAll(closeBrowser);

/** The theme's primary colour (#1f5fbf), as the browser reports a computed colour. */
const THEME_PRIMARY = 'rgb(31, 95, 191)';

describe('shared singletons reach a remote', () => {
  it('a remote screen uses the shell theme and session, and each singleton is loaded once', async () => {
    const page = await openPage();
    await signIn(page, 'editor');
    await page.goto(`${BASE_URL}/operation/wm/modulesEdit`);
    await page.getByText('理财 App · 模块编辑').waitFor();

    // The session context: the link page shows only the modules the editor may open (from useSession()).
    const cards = page.locator('main a[href^="/operation/wm/"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('module-link-empty').count()).toBe(0);

    // The theme: the remote's typography and cards are styled with the shell's theme.
    const fontFamily = await page.locator('main h1, main h2, main h3, main h4, main h5, main h6').first().evaluate((el) => getComputedStyle(el).fontFamily);
    expect(fontFamily).toContain('PingFang SC');

    // Open a module screen of the remote: its primary buttons carry the theme's primary colour, and the theme's default
    // props (MuiButton: disableElevation) apply inside the remote too.
    await cards.first().click();
    const primaryButton = page.locator('main .MuiButton-outlined.MuiButton-colorPrimary').first();
    await primaryButton.waitFor();
    expect(await primaryButton.evaluate((el) => getComputedStyle(el).color)).toBe(THEME_PRIMARY);
    expect(await primaryButton.getAttribute('class')).toContain('MuiButton-disableElevation');

    // One copy each: the federation share scope has loaded React, MUI's theme module and shared-ui from one provider.
    const loadedFrom = await page.evaluate(() => {
      interface SharedVersion { from: string; loaded?: boolean; loading?: unknown }
      type Scope = Record<string, Record<string, SharedVersion>>;
      const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Scope>> } }).__FEDERATION__;
      const result: Record<string, string[]> = {};
      for (const host of Object.values(federation?.__SHARE__ ?? {})) {
        for (const [name, versions] of Object.entries(host.default ?? {})) {
          // Each container's view of the scope lists the same providers: count each provider once.
          for (const v of Object.values(versions)) if (v.loaded && !(result[name] ??= []).includes(v.from)) result[name].push(v.from);
        }
      }
      return result;
    });
    for (const name of ['react', 'react-dom', '@mui/material/styles', 'shared-ui']) {
      expect(loadedFrom[name]).toEqual(['shell']);
    }
    await page.context().close();
  });
});
