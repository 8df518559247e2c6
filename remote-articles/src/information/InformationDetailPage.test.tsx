import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { ARTICLE_MESSAGES } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { INFORMATION_USAGE, informationDetail, nothingUsesInformation, renderInformation, loadInformationScreens } from './testing/renderInformation';

jest.mock('../editor/RichTextEditor', () => ({ RichTextEditor: jest.requireActual('./testing/editorStub').RichTextEditorStub }));
jest.mock('../content/ArticlePreview', () => ({ ArticlePreview: jest.requireActual('./testing/editorStub').ArticlePreviewStub }));

const DETAIL = 'GET article/information/detail';
const SAVE = 'POST article/information/save';
const backend = fakeBackendPerTest();
beforeAll(loadInformationScreens, 30_000);
beforeEach(() => localStorage.clear());
// The detail's 使用情况 (issue 33): nothing uses an item unless a test says so.
const USAGE = INFORMATION_USAGE;
beforeEach(() => nothingUsesInformation(backend.current));

const calendarItem = informationDetail('c1', {
  type: 1,
  title: '腾讯控股（00700）2026-11-26 财报发布',
  abstract: '第三季度业绩',
  event_date: '2026-11-26',
  market: 'hk',
  stock_code: '00700',
  stock_name: '腾讯控股',
  event_type: 'earnings',
  content: '',
  featured: 1,
  records: [
    { id: 2, type: 'edit', operator: 'bob', time: '2026-11-21 10:00:00' },
    { id: 1, type: 'create', operator: 'alice', time: '2026-11-20 09:30:00' },
  ],
});
const reutersItem = informationDetail('r9', { type: 6, source: 'reuters', source_name: '路透社', title: '油价走高', content: '<p>布伦特原油上涨</p>' });
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const valueOf = (label: string) => within(screen.getByTestId(`detail-${label}`)).getAllByRole('definition')[0]?.textContent;

describe('InformationDetailPage', () => {
  it('shows every field, the source and the edit record, and links to re-edit with the source', async () => {
    backend.current.on(DETAIL, { body: ok(calendarItem) });
    renderInformation('/articles/information/detail/1/c1');
    expect(await screen.findByRole('heading', { name: '腾讯控股（00700）2026-11-26 财报发布' })).toBeTruthy();
    expect(backend.current.callsTo(DETAIL)[0]?.params).toEqual({ type: 1, linkId: 'c1' });
    expect(valueOf('事件日期')).toBe('2026-11-26');
    expect(valueOf('市场')).toBe('港股');
    expect(valueOf('事件类型')).toBe('财报发布');
    expect(valueOf('来源')).toBe('本站编辑');
    expect(valueOf('精选')).toBe('是');
    expect(valueOf('事件描述')).toBe('第三季度业绩');
    expect(screen.getByText('无正文')).toBeTruthy();
    const records = screen.getAllByTestId('edit-record').map((r) => r.textContent);
    expect(records).toEqual(['编辑bob2026-11-21 10:00:00', '新建alice2026-11-20 09:30:00']);
    expect(screen.getByRole('link', { name: '重新编辑' }).getAttribute('href')).toBe('/articles/information/reedit/1/c1/cms');
    expect(await screen.findByText('暂无运营位使用该资讯（含已保存的草稿），可以删除。')).toBeTruthy();
  });

  it('says where the item is used, each use a link to its module screen at the entry', async () => {
    backend.current.on(DETAIL, { body: ok(calendarItem) });
    backend.current.on(USAGE, { body: ok({ id: 'c1', uses: [{ module_key: 'br/info', module_title: '证券 App · 资讯', path: '/operation/br/modules/info', entry_id: 3, status: 'published' }] }) });
    renderInformation('/articles/information/detail/1/c1');
    const link = await screen.findByRole('link', { name: '证券 App · 资讯' });
    expect(link.getAttribute('href')).toBe('/operation/br/modules/info?view=published&entry=3');
    expect(screen.getByText('条目 #3 · 已发布')).toBeTruthy();
    expect(backend.current.callsTo(USAGE)[0]?.params).toEqual({ id: 'c1' });
  });

  it('shows the body through the preview', async () => {
    backend.current.on(DETAIL, { body: ok(reutersItem) });
    renderInformation('/articles/information/detail/6/r9');
    expect(await within(await screen.findByTestId('information-body')).findByText('<p>布伦特原油上涨</p>')).toBeTruthy();
    expect(valueOf('来源')).toBe('路透社');
  });

  it('says when the item does not exist', async () => {
    backend.current.on(DETAIL, { body: { code: 1107, data: null, msg: ARTICLE_MESSAGES.informationNotFound } });
    renderInformation('/articles/information/detail/2/zz');
    expect(await screen.findByText(ARTICLE_MESSAGES.informationNotFound)).toBeTruthy();
  });

  it('shows a reader no 重新编辑', async () => {
    backend.current.on(DETAIL, { body: ok(calendarItem) });
    renderInformation('/articles/information/detail/1/c1', { role: 'reader' });
    await screen.findByTestId('edit-records');
    expect(screen.queryByRole('link', { name: '重新编辑' })).toBeNull();
  });
});

describe('InformationReeditPage', () => {
  it('fills the stock-calendar form with the item and saves it with its linkId and source', async () => {
    backend.current.on(DETAIL, { body: ok(calendarItem) });
    backend.current.on(SAVE, (req) => ({ body: ok({ ...calendarItem, ...(req.body as object) }) }));
    renderInformation('/articles/information/reedit/1/c1/cms');
    await waitFor(() => expect(field('stock_code')?.value).toBe('00700'));
    expect(field('event_date').value).toBe('2026-11-26');
    fireEvent.change(field('abstract'), { target: { value: '第三季度业绩，盘后公布' } });
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(SAVE)).toHaveLength(1));
    expect(backend.current.callsTo(SAVE)[0]?.body).toMatchObject({ linkId: 'c1', source: 'cms', type: 1, abstract: '第三季度业绩，盘后公布', stock_code: '00700' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/articles/information/detail/1/c1'));
    expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.saved}`);
  });

  it('re-edits an external item in the article form, keeping its source label', async () => {
    backend.current.on(DETAIL, { body: ok(reutersItem) });
    backend.current.on(SAVE, (req) => ({ body: ok({ ...reutersItem, ...(req.body as object) }) }));
    renderInformation('/articles/information/reedit/6/r9/reuters');
    expect((await screen.findByTestId('information-source')).textContent).toBe('来源：路透社');
    expect(field('title').value).toBe('油价走高');
    expect(field('stock_code')).toBeNull();
    fireEvent.change(field('title'), { target: { value: '油价走高（更新）' } });
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(SAVE)[0]?.body).toMatchObject({ linkId: 'r9', source: 'reuters', type: 6, title: '油价走高（更新）' }));
  });

  it('重新加载 after a 1043 fills the form with theirs, offers what was typed back (恢复) and bases the next save on theirs', async () => {
    backend.current.on(DETAIL, { body: ok({ ...reutersItem, version: 500 }) });
    backend.current.onSequence(SAVE, [
      { body: { code: 1043, msg: '该内容已被 bob 于 2026-11-21 10:00:00 修改，请比较后选择重新加载或覆盖', data: { operator: 'bob', time: '2026-11-21 10:00:00', version: 510, current: { ...reutersItem, title: '同事改的标题', version: 510 } } } },
      { body: ok({ ...reutersItem, title: '油价走高（更新）', version: 520 }) },
    ]);
    renderInformation('/articles/information/reedit/6/r9/reuters');
    await waitFor(() => expect(field('title')?.value).toBe('油价走高'));
    fireEvent.change(field('title'), { target: { value: '油价走高（更新）' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog', { name: '内容已被他人修改' });
    expect(backend.current.callsTo(SAVE)[0]?.body).toMatchObject({ title: '油价走高（更新）', base_version: 500 });
    await user.click(within(dialog).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(field('title').value).toBe('同事改的标题'));
    await user.click(within(await screen.findByTestId('autosave-banner')).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(field('title').value).toBe('油价走高（更新）'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(SAVE)[1]?.body).toMatchObject({ title: '油价走高（更新）', base_version: 510 }));
  });

  it('keeps the typed values when the save is refused', async () => {
    backend.current.on(DETAIL, { body: ok(reutersItem) });
    backend.current.on(SAVE, { body: { code: 1000, data: null, msg: '' } });
    renderInformation('/articles/information/reedit/6/r9/reuters');
    await waitFor(() => expect(field('title')?.value).toBe('油价走高'));
    fireEvent.change(field('title'), { target: { value: '油价走高（更新）' } });
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('information-save-error')).toBeTruthy();
    expect(field('title').value).toBe('油价走高（更新）');
    expect(screen.getByTestId('location').textContent).toBe('/articles/information/reedit/6/r9/reuters');
  });
});
