/**
 * @jest-environment node
 */
/*
 * The build's pre-render of a light page (in Node, as the build runs it): the page's first render in #root, its
 * title, its MUI styles in the head under the names the page's emotion cache adopts, and the native-submit guard.
 */
import Typography from '@mui/material/Typography';
import { NATIVE_SUBMIT_GUARD, prerenderLightPage } from './prerender';
import { lightPageTree } from './LightPageTree';

const BUILT = '<!doctype html><html><head><title>x</title><script defer src="/remotes/remote-br/page.js"></script></head><body><div id="root"></div></body></html>';

describe('prerenderLightPage', () => {
  const html = prerenderLightPage(
    BUILT,
    lightPageTree(<Typography variant="h6" component="h1">节假日交易安排</Typography>, { areaTitle: '节假日交易安排', location: '/holiday/messagelist' }),
    '节假日 <交易> 安排',
  );

  it('puts the page’s heading inside #root, in a <main>', () => {
    expect(html).toMatch(/<div id="root"><main class="[^"]+"><h1 class="MuiTypography-root MuiTypography-h6 [^"]+">节假日交易安排<\/h1><\/main><\/div>/);
  });

  it('titles the tab, escaped', () => {
    expect(html).toContain('<title>节假日 &lt;交易&gt; 安排</title>');
  });

  it('puts the styles the markup uses in the head, as emotion names them, with the submit guard', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-emotion="css-global [a-z0-9]+">[^<]*body\{/);
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' ')).filter((c) => c.startsWith('css-'));
    const styled = /<style data-emotion="css ([^"]+)">/.exec(head)?.[1]?.split(' ') ?? [];
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(styled).toContain(name.slice('css-'.length));
    expect(head).toContain(NATIVE_SUBMIT_GUARD);
  });
});
