/**
 * The light login page's form rendered to HTML at build time, with the MUI styles it uses, so the page shows a form
 * that takes typing at its first paint instead of after its scripts have arrived and React has drawn it (issue 13).
 * `loginEntry.tsx` then hydrates that markup; `LoginPage` keeps whatever was typed before it took over.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LoginPage } from '../src/login/LoginPage';
import { loginPageTree } from '../src/login/loginPageTree';

/**
 * Until the page's script takes over, the form has no handler: Enter in a field would submit it natively, sending
 * the password in the address. The page never submits a form natively (React's handlers prevent it too), so a
 * listener set before the form is parsed prevents every native submission.
 */
export const NATIVE_SUBMIT_GUARD = "<script>document.addEventListener('submit',function(e){e.preventDefault()},true)</script>";

const ROOT = '<div id="root"></div>';

/**
 * login.html as webpack wrote it, with the form inside #root and its styles in the head. The styles carry emotion's
 * `data-emotion` names, so the page's emotion cache adopts them instead of inserting them again. Must run with
 * NODE_ENV=production, as the page's bundle does: in development MUI names its classes differently.
 */
export function prerenderLogin(html: string): string {
  if (!html.includes(ROOT)) throw new Error('login.html 中没有空的 <div id="root"></div>，无法预渲染登录表单');
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  // The handlers do nothing here: the markup is all the build keeps.
  const markup = renderToString(<CacheProvider value={cache}>{loginPageTree(<LoginPage onSignedIn={() => undefined} />)}</CacheProvider>);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
  // Replacer functions: the inserted text is taken as it is (no `$&` patterns).
  return html.replace('</head>', () => `${styles}${NATIVE_SUBMIT_GUARD}</head>`).replace(ROOT, () => `<div id="root">${markup}</div>`);
}

/** The shell's build, after webpack: pre-renders dist/login.html and writes its compressed copies again. */
function prerenderBuiltPage(file: string): void {
  const html = prerenderLogin(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  console.log(`预渲染登录表单：${path.relative(process.cwd(), file)}（${String(Buffer.byteLength(html))} 字节）`);
}

if (require.main === module) prerenderBuiltPage(path.join(__dirname, '..', 'dist', 'login.html'));
