import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { ARTICLE_MESSAGES } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { articleRow, installEditorLayoutPolyfills, noAuditRecords, renderArticles } from '../testing/renderArticles';

installEditorLayoutPolyfills();
// A whole form typed into by userEvent, under jsdom: seconds, not milliseconds.
const backend = fakeBackendPerTest();
// Saving opens the article's detail, whose 修改记录 reads the audit trail.
beforeEach(() => noAuditRecords(backend.current));
beforeAll(async () => {
  await import('./ArticleEditorPages');
});
beforeEach(() => localStorage.clear());

const detail = (extra: Record<string, unknown> = {}) => ({
  ...articleRow('n1', '新文章标题'),
  content: '<p>正文</p>',
  own_disclaimer: '',
  other_disclaimer: '',
  deleted: false,
  records: [{ id: 1, type: 'create', operator: 'alice', time: '2026-01-02 09:00:00' }],
  manager_name: '',
  ...extra,
});

const openNew = async () => {
  renderArticles('/articles/add/newadd');
  await screen.findByTestId('article-editor', {}, { timeout: 5000 });
  return userEvent.setup();
};
const NAMES: Record<string, string> = { 标题: 'title', 标签: 'tags', 原文链接: 'url' };
const field = (label: string) => document.querySelector<HTMLInputElement>(`input[name="${NAMES[label] ?? label}"]`) as HTMLInputElement;
const helperOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? '';

function paste(html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
  event.clipboardData = { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'], files: [], items: [] };
  act(() => {
    screen.getByTestId('article-editor').dispatchEvent(event);
  });
}

/** Opens article n1's re-edit (titled 旧标题), retitles it 新标题 and presses 保存. */
async function retitleAndSave() {
  renderArticles('/articles/library/reedit/n1');
  const title = (await screen.findByDisplayValue('旧标题', {}, { timeout: 5000 })) as HTMLInputElement;
  const user = userEvent.setup();
  await user.clear(title);
  await user.type(title, '新标题');
  await user.click(screen.getByRole('button', { name: '保存' }));
  return user;
}

/** Re-edits article n1 (version 500) to 新标题 and saves; bob saved 同事的标题 (510) meanwhile, so the 1043 dialog opens. */
async function saveOvertaken() {
  backend.current.on('GET article/detail', { body: ok(detail({ title: '旧标题', version: 500 })) });
  backend.current.on('GET article/check/status', { body: ok({ linkId: 'n1', in_use: false, slots: [] }) });
  backend.current.onSequence('POST article/save', [
    { body: { code: 1043, msg: '该内容已被 bob 于 2026-01-02 10:00:00 修改，请比较后选择重新加载或覆盖', data: { operator: 'bob', time: '2026-01-02 10:00:00', version: 510, current: detail({ title: '同事的标题', version: 510 }) } } },
    { body: ok(detail({ title: '新标题', version: 520 })) },
  ]);
  const user = await retitleAndSave();
  const dialog = await screen.findByRole('dialog', { name: '内容已被他人修改' });
  return { user, dialog };
}

describe('the article form', () => {
  it('refuses to save with the schema’s messages: title required, a Chinese semicolon in tags, a non-http link, an empty body', async () => {
    const user = await openNew();
    await user.type(field('标签'), '美联储；降息');
    await user.type(field('原文链接'), 'ftp://example.com/a');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(helperOf(field('标题'))).toBe('请输入标题'));
    expect(helperOf(field('标签'))).toBe('标签请用英文分号 ; 分隔');
    expect(helperOf(field('原文链接'))).toBe('原文链接必须以 http:// 或 https:// 开头');
    expect(screen.getByText('请输入正文内容')).toBeTruthy();
    expect(backend.current.callsTo('POST article/')).toEqual([]);
    // Nothing typed is lost.
    expect((field('标签') as HTMLInputElement).value).toBe('美联储；降息');
  });

  it('counts the title and warns past the website and app hints', async () => {
    await openNew();
    const title = field('标题');
    expect(helperOf(title)).toBe('官网建议不超过 28 字，App 建议不超过 34 字');
    fireEvent.change(title, { target: { value: '一'.repeat(28) } });
    expect(screen.getByTestId('title-counter').textContent).toBe('28/64');
    expect(helperOf(title)).toBe('官网建议不超过 28 字，App 建议不超过 34 字');
    fireEvent.change(title, { target: { value: '一'.repeat(30) } });
    expect(screen.getByTestId('title-counter').textContent).toBe('30/64');
    expect(helperOf(title)).toContain('已超过官网建议长度');
    fireEvent.change(title, { target: { value: '一'.repeat(35) } });
    expect(helperOf(title)).toContain('已超过 App 建议长度');
    fireEvent.change(title, { target: { value: '一'.repeat(65) } });
    expect(helperOf(title)).toBe('标题不能超过 64 个字');
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it('previews tags as chips', async () => {
    const user = await openNew();
    await user.type(field('标签'), ' 美联储; 降息;;债券 ');
    // The whole form re-renders on each key; under jsdom the last render can land after the last keystroke.
    await waitFor(() => {
      const chips = within(screen.getByLabelText('标签预览'));
      expect(['美联储', '降息', '债券'].map((tag) => chips.queryByText(tag) !== null)).toEqual([true, true, true]);
    });
  });

  it('saves a new article (POST article/, tags normalised), toasts and opens its detail', async () => {
    backend.current.on('POST article/', { body: ok(detail()) });
    backend.current.on('GET article/detail', { body: ok(detail()) });
    backend.current.on('GET article/check/status', { body: ok({ linkId: 'n1', in_use: false, slots: [] }) });
    const user = await openNew();
    await user.type(field('标题'), '  新文章标题 ');
    await user.type(field('标签'), '美联储; 降息;');
    paste('<p>正文<script>window.__xss=1</script></p>');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.created}`));
    const body = backend.current.callsTo('POST article/')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: '新文章标题', tags: '美联储;降息', article_module: 'macro', position: 0, manager_id: '' });
    expect(body.content).toBe('<p>正文</p>');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/articles/library/detail/n1'));
  });

  it('shows a 1019 on the title and keeps what was typed', async () => {
    backend.current.on('POST article/', { body: { code: 1019, msg: ARTICLE_MESSAGES.duplicate, data: { errors: [{ field: 'title', message: ARTICLE_MESSAGES.duplicate }] } } });
    const user = await openNew();
    await user.type(field('标题'), '重复的标题');
    paste('<p>正文</p>');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(helperOf(field('标题'))).toBe(ARTICLE_MESSAGES.duplicate));
    expect(shownToasts()).toContain(`error:${ARTICLE_MESSAGES.duplicate}`);
    expect((field('标题') as HTMLInputElement).value).toBe('重复的标题');
    expect(screen.getByTestId('article-editor').textContent).toBe('正文');
    expect(screen.getByTestId('location').textContent).toBe('/articles/add/newadd');
  });

  it('asks before leaving with unsaved input', async () => {
    const user = await openNew();
    await user.type(field('标题'), '写了一半');
    await user.click(screen.getByRole('button', { name: '取消' }));
    const dialog = await screen.findByRole('dialog', { name: '离开此页？' });
    await user.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    expect(screen.getByTestId('location').textContent).toBe('/articles/add/newadd');
    expect((field('标题') as HTMLInputElement).value).toBe('写了一半');
  });

  it('offers back a local copy of an unsaved new article, and keeps it unsaved', async () => {
    const copy = { values: { title: '上次没保存的标题', tags: '', content: '<p>草稿正文</p>', position: 0 }, savedAt: Date.parse('2026-01-02T01:00:00Z') };
    localStorage.setItem('cms:autosave:alice:article:new:library', JSON.stringify(copy));
    const user = await openNew();
    const banner = await screen.findByTestId('autosave-banner');
    expect(banner.textContent).toContain('2026-01-02 09:00:00');
    await user.click(within(banner).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(field('标题').value).toBe('上次没保存的标题'));
    expect(screen.getByTestId('article-editor').textContent).toBe('草稿正文');
    // Still unsaved: leaving asks.
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByRole('dialog', { name: '离开此页？' })).toBeTruthy();
  });

  it('re-edits a stored article with POST article/save and its linkId', async () => {
    backend.current.on('GET article/detail', { body: ok(detail({ title: '旧标题' })) });
    backend.current.on('POST article/save', (req) => ({ body: ok(detail({ ...(req.body as object) })) }));
    backend.current.on('GET article/check/status', { body: ok({ linkId: 'n1', in_use: false, slots: [] }) });
    await retitleAndSave();
    await waitFor(() => expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.saved}`));
    expect(backend.current.callsTo('POST article/save')[0]?.body).toMatchObject({ linkId: 'n1', title: '新标题', content: '<p>正文</p>' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/articles/library/detail/n1'));
  });

  it('a save a colleague overtook (1043) asks compare / reload / overwrite; 覆盖保存 resends based on their version', async () => {
    const { user, dialog } = await saveOvertaken();
    expect(backend.current.callsTo('POST article/save')[0]?.body).toMatchObject({ title: '新标题', base_version: 500 });
    await user.click(within(dialog).getByRole('button', { name: '比较差异' }));
    expect([...within(dialog).getByRole('group', { name: '标题的变化' }).querySelectorAll('[data-diff]')].map((l) => l.textContent)).toEqual(['删除：同事的', '新增：新']);
    await user.click(within(dialog).getByRole('button', { name: '覆盖保存' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.saved}`));
    expect(backend.current.callsTo('POST article/save')[1]?.body).toMatchObject({ title: '新标题', base_version: 510 });
  });

  it('重新加载 after a 1043 shows their version, offers what was typed back (恢复) and bases the next save on theirs', async () => {
    const { user, dialog } = await saveOvertaken();
    await user.click(within(dialog).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(field('标题').value).toBe('同事的标题'));
    expect(screen.queryByRole('dialog', { name: '内容已被他人修改' })).toBeNull();
    const banner = await screen.findByTestId('autosave-banner');
    await user.click(within(banner).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(field('标题').value).toBe('新标题'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.saved}`));
    expect(backend.current.callsTo('POST article/save')[1]?.body).toMatchObject({ title: '新标题', base_version: 510 });
  });

  it('预览 shows the unsaved article as the app will', async () => {
    const user = await openNew();
    await user.type(field('标题'), '预览里的标题');
    await user.click(screen.getByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog', { name: '预览（App 展示效果）' });
    expect(within(within(dialog).getByTestId('article-preview')).getByRole('heading', { name: '预览里的标题' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '预览（App 展示效果）' })).toBeNull());
  });
});
