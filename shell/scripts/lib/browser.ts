/** Launches Debian's Chromium through playwright-core with the flags this machine needs (no network of its own). */
import { chromium, type Browser } from 'playwright-core';
import { PROVISION_HINT, provisionBrowser } from './provisionBrowser';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchChromium(): Promise<Browser> {
  const executablePath = provisionBrowser();
  if (!executablePath) throw new Error(PROVISION_HINT);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
