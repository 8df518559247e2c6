import { NATIVE_SUBMIT_GUARD, prerenderLogin } from './prerenderLogin';

/** login.html as webpack writes it (the parts prerenderLogin looks at). */
const BUILT = '<!doctype html><html lang="zh-CN"><head><title>后台</title><script defer src="/login.js"></script></head><body><div id="root"></div></body></html>';

describe('prerenderLogin', () => {
  const html = prerenderLogin(BUILT);
  const head = html.slice(0, html.indexOf('</head>'));
  const root = html.slice(html.indexOf('<div id="root">'));

  it('puts the login form, with its three fields and the sign-in button, inside #root', () => {
    for (const name of ['account', 'password', 'captcha']) expect(root).toContain(`name="${name}"`);
    expect(root).toMatch(/<form[^>]*aria-label="登录"/);
    // The page's main landmark holds the form (axe: landmark-one-main, region).
    expect(root).toMatch(/^<div id="root"><main[^>]*>.*<form/s);
    expect(root).toContain('type="submit"');
    // The captcha image comes from the server at run time: the page shows its placeholder.
    expect(root).toContain('data-testid="captcha-loading"');
    expect(root).not.toContain('data-testid="captcha-image"');
  });

  it('puts a style rule for every emotion class of the markup in the head, under the names emotion adopts', () => {
    // `css-0` is emotion's name for no styles at all.
    const classes = [...new Set([...root.matchAll(/\bcss-([a-z0-9]+)/g)].map((m) => m[1]!))].filter((name) => name !== '0');
    expect(classes.length).toBeGreaterThan(10);
    const adopted = [...head.matchAll(/<style data-emotion="css ([^"]+)"[^>]*>/g)].flatMap((m) => m[1]!.split(' '));
    for (const name of classes) {
      expect(adopted.some((id) => id === name || id.startsWith(`${name}-`))).toBe(true);
      expect(head).toContain(`.css-${name}`);
    }
    // CssBaseline's global rules, one tag per rule as emotion's Global looks them up.
    expect(head).toMatch(/<style data-emotion="css-global [^" ]+"[^>]*>[^<]*body\{/);
  });

  it('prevents native form submission before any of the page parses (a password never goes into the address)', () => {
    expect(head).toContain(NATIVE_SUBMIT_GUARD);
    expect(html.indexOf(NATIVE_SUBMIT_GUARD)).toBeLessThan(html.indexOf('<form'));
  });

  it('keeps the rest of the page as webpack wrote it', () => {
    expect(html.startsWith('<!doctype html><html lang="zh-CN"><head><title>后台</title><script defer src="/login.js"></script>')).toBe(true);
    expect(html.endsWith('</div></body></html>')).toBe(true);
  });

  it('refuses a page without an empty #root (a page pre-rendered already, or a changed template)', () => {
    expect(() => prerenderLogin(html)).toThrow('无法预渲染登录表单');
  });
});
