/**
 * `tsx shell/scripts/weighPublicPages.ts`: the script requests and the script bytes (gzip -9) of each public page, on
 * the existing production build (run `pnpm build` first), each loaded once in a fresh context. PORT and MOCK_PORT as
 * for `pnpm start`. The public-pages journey asserts the same figures against the targets (issue 32).
 */
import { launchChromium } from './lib/browser';
import { serveProduct } from './serveProduct';
import { FEDERATION_FILES, loadAndWeigh } from '../e2e/pageWeight';

/** Each public page at an address a person opens, and its heading (the page's own content). */
export const PUBLIC_PAGES = [
  { path: '/approval/70000?token=weigh', heading: '运营发布审批' },
  { path: '/holiday/messagelist', heading: '节假日交易安排' },
  { path: '/batch/activitypage?type=broker', heading: '活动中心' },
  { path: '/sms/login', heading: '短信验证码登录' },
  { path: '/sms/query', heading: '短信验证码查询' },
] as const;

async function main(): Promise<void> {
  const product = await serveProduct();
  const browser = await launchChromium();
  try {
    for (const { path, heading } of PUBLIC_PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const weight = await loadAndWeigh(page, `${product.url}${path}`, () => page.getByRole('heading', { name: heading }).first().waitFor());
      const federation = weight.requested.filter((url) => FEDERATION_FILES.test(new URL(url).pathname)).length;
      console.log(`${path}\t${String(weight.scriptRequests)} scripts\t${(weight.scriptGzipBytes / 1024).toFixed(1)} KB gzip\t${String(weight.requested.length)} requests\t${String(federation)} federation files`);
      await context.close();
    }
  } finally {
    await browser.close();
    await product.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
