import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ok } from 'shared-ui';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { installEditorLayoutPolyfills } from '../testing/renderArticles';
import { RichTextEditor } from './RichTextEditor';

installEditorLayoutPolyfills();
const backend = fakeBackendPerTest();

function Harness({ initial = '', onValue }: { initial?: string; onValue: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="正文"
        testId="editor"
        value={value}
        onChange={(html) => {
          setValue(html);
          onValue(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>外部载入</p>')}>
        载入
      </button>
    </>
  );
}

const editable = () => screen.getByTestId('editor');

/** A paste as a browser dispatches it: ProseMirror reads `text/html` from the event's clipboard data. */
function paste(html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
  event.clipboardData = { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'], files: [], items: [] };
  act(() => {
    editable().dispatchEvent(event);
  });
}

describe('RichTextEditor', () => {
  it('shows the value and a Chinese toolbar', () => {
    render(<Harness initial="<p>初始正文</p>" onValue={() => undefined} />);
    expect(editable().innerHTML).toContain('初始正文');
    for (const label of ['正文', 'H1 一级标题', 'H2 二级标题', 'H3 三级标题', '加粗', '斜体', '下划线', '删除线', '无序列表', '有序列表', '引用', '链接', '插入图片', '表格', '撤销', '重做']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
  });

  it('sanitises pasted HTML before it enters the document, and hands the editor HTML to onChange', () => {
    const seen: string[] = [];
    render(<Harness onValue={(html) => seen.push(html)} />);
    paste('<p>粘贴<strong>文字</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">坏链接</a>');
    const last = seen.at(-1) ?? '';
    expect(last).toContain('粘贴<strong>文字</strong>');
    expect(last).not.toMatch(/onerror|script|javascript:/i);
    expect(editable().innerHTML).not.toMatch(/onerror|<script|javascript:/i);
  });

  it('inserts a 3×3 table with a header row from the table menu', async () => {
    const seen: string[] = [];
    render(<Harness initial="<p>表格前</p>" onValue={(html) => seen.push(html)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '表格' }));
    await user.click(await screen.findByRole('menuitem', { name: /插入表格/ }));
    const html = seen.at(-1) ?? '';
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/<th\b/g)).toHaveLength(3);
    expect(html.match(/<td\b/g)).toHaveLength(6);
  });

  it('accepts only http(s) links, with a message otherwise', async () => {
    render(<Harness onValue={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '链接' }));
    const input = await screen.findByLabelText('链接地址');
    await user.type(input, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByText('链接必须以 http:// 或 https:// 开头')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'https://example.com/x');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(editable().querySelector('a[href="https://example.com/x"]')).not.toBeNull());
  });

  it('puts the caret after a link made from selected text, so what comes next neither replaces nor joins it', async () => {
    render(<Harness initial="<p>参见官网</p>" onValue={() => undefined} />);
    const user = userEvent.setup();
    // Select the paragraph's text as a person would, then make it a link.
    const text = editable().querySelector('p')?.firstChild as Text;
    act(() => {
      editable().focus();
      const range = document.createRange();
      range.setStart(text, 2);
      range.setEnd(text, 4);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await user.click(screen.getByRole('button', { name: '链接' }));
    await user.type(await screen.findByLabelText('链接地址'), 'https://example.com/site');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(editable().querySelector('a[href="https://example.com/site"]')?.textContent).toBe('官网'));
    paste('<span>，了解更多</span>');
    expect(editable().querySelector('a')?.textContent).toBe('官网');
    expect(editable().textContent).toBe('参见官网，了解更多');
  });

  it('uploads a chosen image (POST article/image, purpose content) and inserts its URL', async () => {
    backend.current.on('POST article/image', { body: ok({ url: '/v2/cms/upload/files/x.jpg' }) });
    render(<Harness onValue={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '插入图片' }));
    expect(screen.getByTestId('editor-image-file').getAttribute('accept')).toBe('image/jpeg');
    expect(screen.getByText('JPG 格式，不超过 2MB')).toBeTruthy();
    // A JPEG's start and its frame header (1×1): what the contract's check reads.
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xff, 0xd9]);
    const jpg = new File([bytes], 'x.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('editor-image-file'), { target: { files: [jpg] } });
    await waitFor(() => expect(editable().querySelector('img[src="/v2/cms/upload/files/x.jpg"]')).not.toBeNull());
    // The cursor is after the image, so what is typed or pasted next does not replace it.
    paste('<p>图后文字</p>');
    expect(editable().querySelector('img[src="/v2/cms/upload/files/x.jpg"]')).not.toBeNull();
    expect(editable().textContent).toContain('图后文字');
    expect(backend.current.callsTo('POST article/image')[0]?.body).toEqual({ purpose: 'content', fileName: 'x.jpg', data: Buffer.from(bytes).toString('base64') });
  });

  it('refuses a PNG in the content before any upload: content images are JPG only (issue 30)', async () => {
    render(<Harness onValue={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '插入图片' }));
    // A PNG's signature and the start of its IHDR chunk.
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1]);
    fireEvent.change(screen.getByTestId('editor-image-file'), { target: { files: [new File([bytes], 'chart.png', { type: 'image/png' })] } });
    expect(await screen.findByText('正文图片仅支持 JPG 格式')).toBeTruthy();
    expect(backend.current.callsTo('POST article/image')).toHaveLength(0);
  });

  it('refuses a file that is not an image, before any upload', async () => {
    render(<Harness onValue={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '插入图片' }));
    fireEvent.change(screen.getByTestId('editor-image-file'), { target: { files: [new File(['hello'], 'a.txt')] } });
    expect(await screen.findByText('图片格式错误：仅支持 JPG')).toBeTruthy();
  });

  it('takes a new value from outside without echoing it back', async () => {
    const seen: string[] = [];
    render(<Harness initial="<p>旧</p>" onValue={(html) => seen.push(html)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '载入' }));
    expect(editable().innerHTML).toContain('外部载入');
    expect(seen).toEqual([]);
  });
});
