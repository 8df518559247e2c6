import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { ARTICLE_MESSAGES } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { informationDetail, nothingUsesInformation, renderInformation, loadInformationScreens } from '../information/testing/renderInformation';

jest.mock('../editor/RichTextEditor', () => ({ RichTextEditor: jest.requireActual('../information/testing/editorStub').RichTextEditorStub }));
jest.mock('../content/ArticlePreview', () => ({ ArticlePreview: jest.requireActual('../information/testing/editorStub').ArticlePreviewStub }));

const CREATE = 'POST article/information/';
const backend = fakeBackendPerTest();
beforeAll(loadInformationScreens, 30_000);
beforeEach(() => localStorage.clear());
// Each add opens the new item's detail, which asks where it is used.
beforeEach(() => nothingUsesInformation(backend.current));

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const helperOf = (name: string) => field(name).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const body = () => screen.getByRole('textbox', { name: '正文' });

async function fillHeadline() {
  await screen.findByRole('button', { name: '保存' });
  type('title', '港股午评：恒指半日涨 1.2%');
  type('author', '王编辑');
  type('related_stocks', '00700;09988');
  fireEvent.change(body(), { target: { value: '<p>科技股领涨，<strong>腾讯</strong>涨 3%。</p>' } });
}

describe('HeadlinesPage (type 2)', () => {
  it('requires a title and a body before sending anything', async () => {
    renderInformation('/articles/add/headlines');
    await userEvent.setup().click(await screen.findByRole('button', { name: '保存' }));
    await waitFor(() => expect(helperOf('title')).toBe('请输入标题'));
    expect(screen.getByRole('alert').textContent).toBe('请输入正文内容');
    expect(backend.current.callsTo(CREATE)).toHaveLength(0);
  });

  it('refuses stock codes that are not codes with the contract’s message', async () => {
    renderInformation('/articles/add/headlines');
    await fillHeadline();
    type('related_stocks', '腾讯；阿里');
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(helperOf('related_stocks')).toBe('相关股票请填写股票代码，用英文分号 ; 分隔'));
  });

  it('adds the headline, says so and opens its detail', async () => {
    backend.current.on(CREATE, (req) => ({ body: ok(informationDetail('h1', { ...(req.body as object), type: 2 })) }));
    backend.current.on('GET article/information/detail', { body: ok(informationDetail('h1', { title: '港股午评：恒指半日涨 1.2%' })) });
    renderInformation('/articles/add/headlines');
    await fillHeadline();
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(CREATE)).toHaveLength(1));
    expect(backend.current.callsTo(CREATE)[0]?.body).toMatchObject({
      type: 2,
      title: '港股午评：恒指半日涨 1.2%',
      author: '王编辑',
      related_stocks: '00700;09988',
      content: '<p>科技股领涨，<strong>腾讯</strong>涨 3%。</p>',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/articles/information/detail/2/h1'));
    expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.created}`);
  });

  it('shows the server’s field errors beside their fields and keeps every value', async () => {
    backend.current.on(CREATE, {
      body: { code: 1106, data: { errors: [{ field: 'title', message: '标题包含敏感词' }, { field: 'author', message: '作者不存在' }] }, msg: '输入内容不符合要求，请检查' },
    });
    renderInformation('/articles/add/headlines');
    await fillHeadline();
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(helperOf('title')).toBe('标题包含敏感词'));
    expect(helperOf('author')).toBe('作者不存在');
    expect(shownToasts()).toContain('error:标题包含敏感词');
    expect(field('title').value).toBe('港股午评：恒指半日涨 1.2%');
    expect((body() as HTMLTextAreaElement).value).toBe('<p>科技股领涨，<strong>腾讯</strong>涨 3%。</p>');
    expect(screen.getByTestId('location').textContent).toBe('/articles/add/headlines');
  });

  it('says a duplicate (1019) in the information’s words', async () => {
    backend.current.on(CREATE, { body: { code: 1019, data: null, msg: ARTICLE_MESSAGES.informationDuplicate } });
    renderInformation('/articles/add/headlines');
    await fillHeadline();
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    expect(await within(await screen.findByTestId('information-save-error')).findByText(ARTICLE_MESSAGES.informationDuplicate)).toBeTruthy();
    expect(shownToasts()).toEqual([`error:${ARTICLE_MESSAGES.informationDuplicate}`]);
    expect(field('title').value).toBe('港股午评：恒指半日涨 1.2%');
  });

  it('previews the unsaved item', async () => {
    renderInformation('/articles/add/headlines');
    await fillHeadline();
    await userEvent.setup().click(screen.getByRole('button', { name: '预览' }));
    const preview = await screen.findByTestId('preview-stub');
    expect(within(preview).getByText('港股午评：恒指半日涨 1.2%')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    renderInformation('/articles/add/headlines');
    await fillHeadline();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '返回新增内容' }));
    expect(await screen.findByText('离开此页面？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByText('离开此页面？')).toBeNull());
    expect(field('title').value).toBe('港股午评：恒指半日涨 1.2%');
    await user.click(screen.getByRole('link', { name: '返回新增内容' }));
    await user.click(await screen.findByRole('button', { name: '离开' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/articles/addArticles'));
  });

  it('offers back what was typed before leaving (a local copy)', async () => {
    const first = renderInformation('/articles/add/headlines');
    await fillHeadline();
    // The copy is written half a second after the last change.
    await new Promise((resolve) => setTimeout(resolve, 700));
    first.unmount();
    renderInformation('/articles/add/headlines');
    await userEvent.setup().click(await screen.findByRole('button', { name: '恢复' }));
    await waitFor(() => expect(field('title').value).toBe('港股午评：恒指半日涨 1.2%'));
    expect((body() as HTMLTextAreaElement).value).toContain('腾讯');
  });

  it('shows a reader no form', async () => {
    renderInformation('/articles/add/headlines', { role: 'reader' });
    expect(await screen.findByText('您的角色不能新增资讯，请联系管理员。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});

describe('MarketAnalysisPage (type 4)', () => {
  it('adds a market analysis with type 4', async () => {
    backend.current.on(CREATE, (req) => ({ body: ok(informationDetail('m1', { ...(req.body as object), type: 4 })) }));
    backend.current.on('GET article/information/detail', { body: ok(informationDetail('m1', { type: 4 })) });
    renderInformation('/articles/add/marketAnalysis');
    expect(await screen.findByRole('heading', { name: '新增市场分析' })).toBeTruthy();
    await fillHeadline();
    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(CREATE)[0]?.body).toMatchObject({ type: 4 }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/articles/information/detail/4/m1'));
  });
});
