/**
 * `pnpm test` (and so CI) fails on an unreviewed change to shared-ui's public surface: the same check as
 * `pnpm api:check` — API Extractor's reports against shared-ui/api, and the version against surface-version.json.
 * About 25 s alone on a 2-core machine (declarations are emitted afresh into shared-ui/.api-build).
 */
import { checkSurface } from './check';

describe("shared-ui's public surface", () => {
  it('matches the committed API reports, and the version moved with it', () => {
    const problems = checkSurface();
    if (problems.length > 0) {
      throw new Error(`${problems.join('\n\n')}\n\n修正方法 (how to fix): pnpm api:report，按提示升级 shared-ui 版本，提交 shared-ui/api 与 package.json。见 shared-ui/README.md。`);
    }
  }, 180_000);
});
