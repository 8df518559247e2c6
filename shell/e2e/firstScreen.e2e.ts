/**
 * The console's first screen carries only what it shows (issue 32): /home opened in a new tab with a session loads no
 * MUI X DataGrid, no zod (the module contract: `shared-ui/contract`), no remote list and no remote manifest, and at
 * most 250 KB of script (gzip -9, summed over the script responses: a count of bytes); and the work screens load theirs
 * in at most 40 requests (issue 47). When the manifests are read instead: remotes.e2e.ts.
 */
import { measureFirstVisit } from '../scripts/benchFirstScreen';
import { BASE_URL, CAPTCHA } from './support';
import { launchChromium } from '../scripts/lib/browser';

describe('the first screen', () => {
  it('/home loads no DataGrid, no zod, no remote manifest and ≤ 250 KB of script on a first visit', async () => {
    const browser = await launchChromium();
    try {
      const home = await measureFirstVisit(browser, BASE_URL, CAPTCHA);
      expect(home.remoteManifestRequests).toEqual([]);
      expect(home.sharedLoaded).not.toContain('@mui/x-data-grid');
      expect(home.sharedLoaded).not.toContain('shared-ui/components');
      // zod is bundled with the contract's index (the module contract); the first screen takes its rules from the
      // root entry.
      expect(home.sharedLoaded).not.toContain('shared-ui/contract');
      expect(home.sharedLoaded).toContain('shared-ui/screen');
      expect(home.jsGzipBytes).toBeLessThanOrEqual(250 * 1024);
    } finally {
      await browser.close();
    }
  }, 60_000);

  // Issue 47: a work screen's first visit after sign-in in at most 40 script requests (its byte budget, 350 KB, is
  // not met yet: `pnpm bench` reports it). One file per shared MUI component made it 100–107.
  it.each([
    ['/articles/library', '.MuiDataGrid-root'],
    ['/audit', '.MuiDataGrid-root'],
    ['/schedule', 'text=发布日历'],
    ['/operation/wm/modules/splashScreen', '[data-testid^="module-screen-"]'],
  ])('%s loads its scripts in ≤ 40 requests on a first visit', async (path, ready) => {
    const browser = await launchChromium();
    try {
      const visit = await measureFirstVisit(browser, BASE_URL, CAPTCHA, path, ready);
      expect(visit.jsRequests).toBeLessThanOrEqual(40);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
