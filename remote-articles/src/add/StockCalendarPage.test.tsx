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
// A form filled key by key through MUI's inputs takes a few seconds under jsdom.

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const helperOf = (name: string) => input(name).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
const titleInput = () => screen.getByRole('textbox', { name: /标题/ }) as HTMLInputElement;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillEvent(user: ReturnType<typeof userEvent.setup>, code = '00700') {
  // The date field's hidden input takes a whole date, as the browser's autofill would give it.
  fireEvent.change(input('event_date'), { target: { value: '2026-11-26' } });
  if (code) await user.type(screen.getByRole('textbox', { name: /股票代码/ }), code);
  await user.type(screen.getByRole('textbox', { name: /股票名称/ }), '腾讯控股');
  await choose(user, '事件类型', '财报发布');
}

describe('StockCalendarPage', () => {
  it('refuses a missing stock code and event type with their messages, and sends nothing', async () => {
    renderInformation('/articles/add/stockCalendar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '保存' }));
    await waitFor(() => expect(helperOf('stock_code')).toBe('请输入股票代码（字母、数字或点，最多 12 位）'));
    expect(helperOf('event_type')).toBe('请选择事件类型');
    expect(helperOf('stock_name')).toBe('请输入股票名称');
    expect(helperOf('event_date')).toBe('请选择事件日期');
    expect(helperOf('title')).toBe('请输入标题');
    expect(backend.current.callsTo(CREATE)).toHaveLength(0);
  });

  it('suggests the title from the event, and lets the person write their own', async () => {
    renderInformation('/articles/add/stockCalendar');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: '保存' });
    await fillEvent(user);
    await waitFor(() => expect(titleInput().value).toBe('腾讯控股（00700）2026-11-26 财报发布'));
    await user.clear(titleInput());
    await user.type(titleInput(), '腾讯三季度业绩');
    await choose(user, '事件类型', '股东大会');
    expect(titleInput().value).toBe('腾讯三季度业绩');
    await user.click(screen.getByRole('button', { name: '使用自动标题' }));
    expect(titleInput().value).toBe('腾讯控股（00700）2026-11-26 股东大会');
  });

  it('saves a valid entry after a refused one, then opens its detail', async () => {
    backend.current.on(CREATE, (req) => ({ body: ok(informationDetail('n1', { ...(req.body as object), type: 1 })) }));
    backend.current.on('GET article/information/detail', { body: ok(informationDetail('n1', { type: 1, title: '腾讯控股（00700）2026-11-26 财报发布' })) });
    renderInformation('/articles/add/stockCalendar');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: '保存' });
    await fillEvent(user, '');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(helperOf('stock_code')).toMatch(/^请输入股票代码/));
    await user.type(screen.getByRole('textbox', { name: /股票代码/ }), '00700');
    await user.type(screen.getByRole('textbox', { name: /事件描述/ }), '预计营收同比增长 10%');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(CREATE)).toHaveLength(1));
    expect(backend.current.callsTo(CREATE)[0]?.body).toMatchObject({
      type: 1,
      title: '腾讯控股（00700）2026-11-26 财报发布',
      abstract: '预计营收同比增长 10%',
      event_date: '2026-11-26',
      market: 'hk',
      stock_code: '00700',
      stock_name: '腾讯控股',
      event_type: 'earnings',
      content: '',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/articles/information/detail/1/n1'));
    expect(shownToasts()).toContain(`success:${ARTICLE_MESSAGES.created}`);
  });

  it('says a duplicate (1019) in the stock calendar’s words and keeps every value', async () => {
    backend.current.on(CREATE, { body: { code: 1019, data: null, msg: ARTICLE_MESSAGES.stockCalendarDuplicate } });
    renderInformation('/articles/add/stockCalendar');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: '保存' });
    await fillEvent(user);
    await user.click(screen.getByRole('button', { name: '保存' }));
    const alert = await screen.findByTestId('information-save-error');
    expect(within(alert).getByText(ARTICLE_MESSAGES.stockCalendarDuplicate)).toBeTruthy();
    expect(shownToasts()).toContain(`error:${ARTICLE_MESSAGES.stockCalendarDuplicate}`);
    expect(titleInput().value).toBe('腾讯控股（00700）2026-11-26 财报发布');
    expect(input('stock_code').value).toBe('00700');
    expect(screen.getByTestId('location').textContent).toBe('/articles/add/stockCalendar');
  });
});
