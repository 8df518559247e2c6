/** What every journey needs: a fresh browser page on the product, and the sign-in steps a person takes. */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../scripts/lib/browser';
import { watchAccessibility } from './axe';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
/** mock-server runs with MOCK_CAPTCHA=ABCD in the journeys. */
export const CAPTCHA = 'ABCD';

export const ACCOUNTS = {
  admin: { account: 'admin', password: 'Admin@123' },
  editor: { account: 'editor', password: 'Editor@123' },
  reader: { account: 'reader', password: 'Reader@123' },
  nobody: { account: 'nobody', password: 'Nobody@123' },
} as const;

let browser: Browser | undefined;

/**
 * A fresh page on the product; axe checks every page it reaches (see `axe.ts`). `timezoneId`: the browser's zone
 * (Shanghai unless a journey proves the console ignores it).
 */
export async function openPage({ timezoneId = 'Asia/Shanghai' }: { timezoneId?: string } = {}): Promise<Page> {
  browser ??= await launchChromium();
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchAccessibility(page);
  return page;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export async function fillLogin(page: Page, account: string, password: string, captcha = CAPTCHA): Promise<void> {
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="captcha"]').fill(captcha);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Signs in from /login and waits for the signed-in frame. `base`: another copy of the product (the spec-only one). */
export async function signIn(page: Page, who: keyof typeof ACCOUNTS, base = BASE_URL): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByTestId('captcha-image').waitFor();
  await fillLogin(page, ACCOUNTS[who].account, ACCOUNTS[who].password);
  await page.waitForURL(/\/home$/);
  await page.getByTestId('current-account').waitFor();
}

/** The visible texts of the side menu's entries (sections expanded). */
export async function menuTexts(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await menu.waitFor();
  return (await menu.locator('[role="button"], a').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** A text matched literally inside a RegExp (a fund named 恒盈美元(QDII) has brackets). */
export const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
