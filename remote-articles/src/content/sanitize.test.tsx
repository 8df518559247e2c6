import { render } from '@testing-library/react';
import { ArticlePreview } from './ArticlePreview';
import { sanitizeForDisplay } from './sanitize';

declare global {
  interface Window {
    __xss?: number;
  }
}

const PAYLOADS = [
  '<script>window.__xss=1</script><p>正文</p>',
  '<img src=x onerror="window.__xss=2">',
  '<p onclick="window.__xss=3" style="color:red">点我</p>',
  '<a href="javascript:window.__xss=4">链接</a>',
  '<a href="JaVaScRiPt:window.__xss=4">链接</a>',
  '<img src="javascript:window.__xss=5">',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>window.__xss=6</script></svg>',
  '<math><mi><mglyph><style><img src=x onerror="window.__xss=7"></style></mglyph></mi></math>',
  '<a href="//evil.example/x">协议相对</a>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<form action="https://evil.example"><input name="x"></form>',
];

describe('sanitizeForDisplay', () => {
  it.each(PAYLOADS)('keeps no script, handler, style or unsafe URL: %s', (payload) => {
    const out = sanitizeForDisplay(payload);
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg|<style|style=|data:|\/\/evil|<form|<input/i);
  });

  it('keeps what the editor makes: headings, marks, lists, tables, http links (in a new tab), uploaded and http images', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s></p><ul><li>一</li></ul><blockquote><p>引</p></blockquote>' +
      '<table><tbody><tr><th colspan="1">表头</th></tr><tr><td>格</td></tr></tbody></table>' +
      '<p><a href="https://example.com/a">链接</a></p><img src="/v2/cms/upload/files/a.jpg" alt="图"><img src="https://example.com/b.png">';
    const out = sanitizeForDisplay(html);
    for (const kept of ['<h2>标题</h2>', '<strong>粗</strong>', '<u>下</u>', '<s>删</s>', '<li>一</li>', '<blockquote>', '<th colspan="1">表头</th>', '<td>格</td>', 'src="/v2/cms/upload/files/a.jpg"', 'src="https://example.com/b.png"']) {
      expect(out).toContain(kept);
    }
    expect(out).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">链接</a>');
  });

  it('keeps the text of what it drops', () => {
    expect(sanitizeForDisplay('<div><span style="color:red">文字</span></div>')).toBe('文字');
  });
});

describe('ArticlePreview', () => {
  afterEach(() => {
    delete window.__xss;
  });

  it('renders the article and never runs a script of its body', async () => {
    const { container, getByText } = render(
      <ArticlePreview
        title="预览标题"
        author="张三"
        showTime="2026-01-02 09:30:00"
        abstract="摘要文字"
        html={`<p>安全正文</p>${PAYLOADS.join('')}`}
        ownDisclaimer="我方声明"
        otherDisclaimer="他方声明"
      />,
    );
    // Give an image error handler the chance it would have had.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.__xss).toBeUndefined();
    expect(getByText('预览标题')).toBeTruthy();
    expect(getByText('张三 · 2026-01-02 09:30:00')).toBeTruthy();
    expect(getByText('安全正文')).toBeTruthy();
    expect(getByText('免责声明：我方声明')).toBeTruthy();
    expect(getByText('第三方免责声明：他方声明')).toBeTruthy();
    expect(container.querySelector('script, iframe, [onerror], [onclick], a[href^="javascript"]')).toBeNull();
  });
});
