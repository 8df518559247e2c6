import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatFieldValue, RICH_TEXT_CELL_MAX, defineModule, field, type ModuleDefinition } from 'shared-ui/contract';
import { ModuleForm } from './ModuleForm';
import { FormHarness } from './testing/FormHarness';
import { renderWorkflow } from './testing/renderWorkflow';
import { useModuleForm } from './useModuleForm';

const faq = defineModule({
  area: 'common',
  name: 'testFaq',
  title: '测试常见问题',
  apiBase: 'test/faq/',
  schedule: 'push_time',
  fields: [
    field.text('question', '问题', { required: true }),
    field.richText('answer', '答案', { required: true, maxLength: 20, hint: '面向客户的解答，可含链接与表格' }),
  ],
});

beforeAll(() => {
  // What tiptap (ProseMirror) asks of the layout engine that jsdom lacks.
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
});

/** The editor arrives lazily (its own chunk): wait for its editable area. */
const editable = () => screen.findByTestId('rich-text-answer', {}, { timeout: 10_000 });

/** A paste as a browser dispatches it: ProseMirror reads `text/html` from the event's clipboard data. */
async function paste(html: string) {
  const target = await editable();
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
  event.clipboardData = { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'], files: [], items: [] };
  act(() => {
    target.dispatchEvent(event);
  });
}

const sent = () => screen.getByTestId('sent').textContent ?? '';

describe('a richText field in a module form', () => {
  it('shows the lazily loaded editor with its label, required mark, hint and a visible-text counter', async () => {
    renderWorkflow(<FormHarness module={faq} />);
    const area = await editable();
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole('textbox', { name: /答案/ })).toBe(area);
    expect(screen.getByText('面向客户的解答，可含链接与表格')).toBeTruthy();
    expect(screen.getByText('0/20')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: '格式工具栏' })).toBeTruthy();
  });

  it('refuses an empty answer with 请输入答案, and sends the sanitised HTML of a filled one', async () => {
    renderWorkflow(<FormHarness module={faq} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '问题' }), '港股通休市怎么办？');
    await editable();
    await user.click(screen.getByRole('button', { name: '校验' }));
    expect(await screen.findByText('请输入答案')).toBeTruthy();
    expect(sent()).toBe('null');

    await paste('<p onclick="steal()">休市期间<strong>暂停</strong>交易</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>');
    expect(await screen.findByText('8/20')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '校验' }));
    await waitFor(() => expect(sent()).not.toBe('null'));
    const values = JSON.parse(sent()) as { answer: string };
    expect(values.answer).toContain('<p>休市期间<strong>暂停</strong>交易</p>');
    expect(values.answer).not.toMatch(/onclick|onerror|<script/i);
    expect(screen.queryByText('请输入答案')).toBeNull();
  });

  it('says when the visible text is over maxLength', async () => {
    renderWorkflow(<FormHarness module={faq} />);
    await paste(`<p>${'长'.repeat(21)}</p>`);
    expect(screen.getByText('21/20')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '校验' }));
    expect(await screen.findByText('答案不能超过 20 个字')).toBeTruthy();
  });

  it('is read-only for a reader: the stored text shows, nothing can be typed or formatted', async () => {
    function ReaderForm({ module }: { module: ModuleDefinition }) {
      const controller = useModuleForm(module, { readOnly: true, initialValues: { question: '开户需要什么？', answer: '<p>携带<strong>身份证</strong></p><img src=x onerror="window.__xss=3">' } });
      return (
        <ModuleForm controller={controller} />
      );
    }
    renderWorkflow(<ReaderForm module={faq} />, { role: 'reader' });
    const area = await editable();
    expect(area.getAttribute('contenteditable')).toBe('false');
    expect(area.innerHTML).toContain('<strong>身份证</strong>');
    expect(area.innerHTML).not.toMatch(/onerror/);
    expect((screen.getByRole('button', { name: '加粗' }) as HTMLButtonElement).disabled).toBe(true);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe('a richText field in a list column', () => {
  it('shows the visible text, never markup, cut with … past the cell limit', () => {
    const def = faq.fields[1]!;
    expect(formatFieldValue(def, '<h2>休市</h2><p>港股通&amp;<strong>深港通</strong></p>')).toBe('休市 港股通&深港通');
    const long = `<p>${'港'.repeat(RICH_TEXT_CELL_MAX + 5)}</p>`;
    expect(formatFieldValue(def, long)).toBe(`${'港'.repeat(RICH_TEXT_CELL_MAX)}…`);
    expect(formatFieldValue(def, '<p></p>')).toBe('');
  });
});
