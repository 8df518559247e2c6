import { loadOnce } from 'shared-ui';

/**
 * The console's built page, read as a file: a page address would answer a signed-out visitor with a redirect to this
 * login page (the shell's server, `pageFor`).
 */
const CONSOLE_PAGE_FILE = '/index.html';

/** The scripts a console page loads first: its entry and the chunks it preloads, as its HTML names them. */
export function consoleScriptsOf(html: string): string[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const urls = [
    ...[...page.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    ...[...page.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href')),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/**
 * Signing in on the light login page loads the console page (`index.html`). Once the person starts on the form, the
 * console's scripts are prefetched — read from its page, so the login build need not know the console's file names —
 * and the load after sign-in comes from the cache. A failure is only a slower sign-in; the next key tries again.
 */
export const prefetchConsole = loadOnce(async () => {
  const response = await fetch(CONSOLE_PAGE_FILE, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`控制台页面 ${String(response.status)}`);
  for (const href of consoleScriptsOf(await response.text())) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
});
