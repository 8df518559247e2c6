/** @jest-environment jsdom */
import { consoleScriptsOf } from './prefetchConsole';

// The shape the console build writes (HtmlWebpackPlugin + PreloadChunksPlugin), with the server's injected config.
const CONSOLE_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"/><title>内容与运营管理后台</title>
<script defer="defer" src="/main.js?1ca769661f4e36345313"></script>
<link rel="preload" as="script" href="/react.4a3e0c7b.js"><link rel="preload" as="script" href="/mui-core.1fe72f9c.js">
<link rel="preload" as="script" href="/react.4a3e0c7b.js"><link rel="icon" href="data:image/svg+xml,x">
<link rel="preload" as="font" href="/font.woff2"><script>window.__CMS_CONFIG__={"apiPrefix":"/v2/cms/"}</script>
</head><body><div id="root"></div></body></html>`;

describe('consoleScriptsOf', () => {
  it('names the console page’s entry and every script it preloads, once each, and nothing else', () => {
    expect(consoleScriptsOf(CONSOLE_PAGE)).toEqual(['/main.js?1ca769661f4e36345313', '/react.4a3e0c7b.js', '/mui-core.1fe72f9c.js']);
  });

  it('names nothing for a page that is not the console (an error page)', () => {
    expect(consoleScriptsOf('<html><body>502 Bad Gateway</body></html>')).toEqual([]);
  });
});
