import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { ErrorCode, defineModule, faqModule, field } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { EditView } from './EditView';
import { HistoryView } from './HistoryView';
import { ModuleScreen } from './ModuleScreen';
import { PublishDialog } from './PublishDialog';
import { PublishedView } from './PublishedView';
import { renderWorkflow } from './testing/renderWorkflow';
import { noticeModule } from './testing/testModules';
import { page, workflowRow } from './testing/workflowRows';

const adModule = defineModule({ ...noticeModule, name: 'workflowAd', cloneable: true });
const configModule = defineModule({
  area: 'br',
  name: 'workflowConfig',
  title: '配置演示',
  apiBase: 'operation/test/config/',
  schedule: 'push_time',
  fields: [field.text('config_key', '配置键', { required: true, inList: true }), field.json('config_value', '配置值', { required: true }), field.text('remark', '备注')],
  supersedes: { fields: ['config_key'], subject: '该配置键' },
});

const BASE = 'operation/test/notice/';
const CLONE = `POST ${BASE}publish/clone`;
const backend = fakeBackendPerTest();
const past = workflowRow(7, { title: '双十一开户礼', url: '' }, { status: 'history', push_operator: 'bob', push_time: '2026-11-01 10:00:00' });
const live = workflowRow(8, { title: '年末佣金优惠', url: '' }, { status: 'published', push_operator: 'bob', push_time: '2026-11-20 10:00:00' });
const row = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

describe('复制为草稿 (cloneable)', () => {
  it('copies a past entry into the draft and opens the edit tab', async () => {
    backend.current.on(`GET ${BASE}publish/history`, { body: ok(page([past])) }).on(CLONE, { body: ok({ title: '双十一开户礼', url: '', update_time: null, update_operator: 'alice' }) });
    renderWorkflow(<HistoryView module={adModule} />, { url: '/m?view=history' });
    await userEvent.click(within(await row('双十一开户礼')).getByRole('button', { name: '复制为草稿' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m'));
    expect(backend.current.callsTo(CLONE)[0]?.body).toEqual({ id: 7, channel: 'app' });
    expect(shownToasts()).toEqual(['success:已复制为草稿，请在编辑页修改后预发布']);
  });

  it('over a draft, shows the server\'s question naming the entry; 覆盖 resends with overwrite; nothing is toasted as an error', async () => {
    const question = '编辑列表中已有未预发布的草稿（bob 于 2026-11-23 09:00:00 保存），复制将覆盖它。是否覆盖？';
    backend.current
      .on(`GET ${BASE}publish/list`, { body: ok(page([live])) })
      .onSequence(CLONE, [{ body: { code: ErrorCode.OverwriteQuestion, msg: question, data: { holders: [] } } }, { body: ok({ title: '年末佣金优惠', url: '', update_time: null, update_operator: 'alice' }) }]);
    renderWorkflow(<PublishedView module={adModule} />, { url: '/m?view=published' });
    await userEvent.click(within(await row('年末佣金优惠')).getByRole('button', { name: '复制为草稿' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('复制「年末佣金优惠」（ID 8）为草稿')).toBeTruthy();
    expect(within(dialog).getByText(question)).toBeTruthy();
    expect(shownToasts()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '覆盖' }));
    await waitFor(() => expect(backend.current.callsTo(CLONE)).toHaveLength(2));
    expect(backend.current.callsTo(CLONE)[1]?.body).toEqual({ id: 8, overwrite: true, channel: 'app' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on the module screen, the edit form opened before shows the copied draft (what was typed is kept to restore)', async () => {
    backend.current
      .onSequence(`GET ${BASE}content`, [
        { body: ok({ title: '旧草稿', url: '', update_time: '2026-11-23 09:00:00', update_operator: 'alice' }) },
        { body: ok({ title: '双十一开户礼', url: '', update_time: '2026-11-23 10:00:00', update_operator: 'alice' }) },
      ])
      .on(`GET ${BASE}publish/history`, { body: ok(page([past])) })
      .on(CLONE, { body: ok({ title: '双十一开户礼', url: '', update_time: '2026-11-23 10:00:00', update_operator: 'alice' }) });
    const user = userEvent.setup();
    renderWorkflow(<ModuleScreen module={adModule} />, { url: '/m' });
    const title = () => screen.getByLabelText(/^标题/) as HTMLInputElement;
    await waitFor(() => expect(title().value).toBe('旧草稿'));
    await user.click(screen.getByRole('tab', { name: '历史记录' }));
    await user.click(within(await row('双十一开户礼')).getByRole('button', { name: '复制为草稿' }));
    await waitFor(() => expect(title().value).toBe('双十一开户礼'));
    expect(screen.getByRole('tab', { name: '编辑', selected: true })).toBeTruthy();
  });

  it('is not offered to a reader, nor on a module that is not cloneable', async () => {
    backend.current.on(`GET ${BASE}publish/history`, { body: ok(page([past])) });
    renderWorkflow(<HistoryView module={adModule} />, { role: 'reader' });
    await row('双十一开户礼');
    expect(screen.queryByRole('button', { name: '复制为草稿' })).toBeNull();
  });
});

describe('发布 of a superseding entry shows what it replaces', () => {
  const waiting = workflowRow(12, { config_key: 'quote_refresh_ms', config_value: '{"hk":3000,"us":3000}', remark: '新' });
  const LIVE = 'GET /console/v1/workflow/live';

  it('asks for the live entries of its subject and shows each one it replaces with the changed fields', async () => {
    const old = workflowRow(5, { config_key: 'quote_refresh_ms', config_value: '{"us":5000,"hk":3000}', remark: '旧' }, { status: 'published', push_operator: 'bob', push_time: '2026-11-20 10:00:00' });
    backend.current.on(LIVE, { body: ok([old]) });
    renderWorkflow(<PublishDialog module={configModule} row={waiting} onClose={() => undefined} />);
    expect(await screen.findByText(/生效后将替换已发布的 ID 5（bob 于 2026-11-20 10:00:00 发布）/)).toBeTruthy();
    expect(backend.current.callsTo(LIVE)[0]?.params).toEqual({ module: 'br/workflowConfig', subject: '["quote_refresh_ms"]' });
    const value = screen.getByRole('group', { name: '配置值的变化' });
    expect([...value.querySelectorAll('[data-diff="removed"]')].map((l) => l.textContent)).toEqual(['删除：  "us": 5000\n']);
    expect([...value.querySelectorAll('[data-diff="added"]')].map((l) => l.textContent)).toEqual(['新增：  "us": 3000\n']);
    expect(screen.getByRole('group', { name: '备注的变化' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '配置键的变化' })).toBeNull();
    expect(screen.getByText('1 项未改动')).toBeTruthy();
  });

  it('says 首次发布 when nothing live has its subject', async () => {
    backend.current.on(LIVE, { body: ok([]) });
    renderWorkflow(<PublishDialog module={configModule} row={waiting} onClose={() => undefined} />);
    expect(await screen.findByText('首次发布')).toBeTruthy();
    expect(screen.getByText(/该配置键线上还没有内容/)).toBeTruthy();
  });
});

describe('保存 of a superseding entry asks 是否覆盖 first', () => {
  const SAVE = 'POST operation/test/config/save';

  it('shows the server\'s question; 覆盖保存 resends the same values with overwrite; 取消 keeps what was typed', async () => {
    const question = '该配置键已有配置：已发布列表（ID 5，bob 于 2026-11-20 10:00:00）。覆盖后预发布列表中的旧配置将被删除，已发布的旧配置在新配置生效时下架。是否覆盖？';
    const saved = { config_key: 'quote_refresh_ms', config_value: '{"hk":1000}', remark: '', update_time: '2026-11-23 10:00:00', update_operator: 'alice' };
    const live = workflowRow(5, { config_key: 'quote_refresh_ms', config_value: '{"hk":3000}', remark: '' }, { status: 'published', push_operator: 'bob', push_time: '2026-11-20 10:00:00' });
    backend.current
      .on('GET operation/test/config/content', { body: ok(null) })
      .on('GET /console/v1/workflow/live', { body: ok([live]) })
      .onSequence(SAVE, [
        { body: { code: ErrorCode.OverwriteQuestion, msg: question, data: { holders: [] } } },
        { body: { code: ErrorCode.OverwriteQuestion, msg: question, data: { holders: [] } } },
        { body: ok(saved) },
      ]);
    const user = userEvent.setup();
    renderWorkflow(<EditView module={configModule} />);
    await user.type(await screen.findByLabelText(/^配置键/), 'quote_refresh_ms');
    await user.type(screen.getByLabelText(/^配置值/), '{{"hk":1000}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(question)).toBeTruthy();
    // What overwriting would change against the live value, before the person answers.
    const value = await within(dialog).findByRole('group', { name: '配置值的变化' });
    expect(within(value).getByText('"hk": 3000', { selector: 'del' })).toBeTruthy();
    expect(within(value).getByText('"hk": 1000', { selector: 'ins' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/^配置键/) as HTMLInputElement).value).toBe('quote_refresh_ms');

    await user.click(screen.getByRole('button', { name: '保存' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '覆盖保存' }));
    await waitFor(() => expect(backend.current.callsTo(SAVE)).toHaveLength(3));
    expect(backend.current.callsTo(SAVE).map((call) => (call.body as { overwrite?: boolean }).overwrite)).toEqual([undefined, undefined, true]);
    expect(backend.current.callsTo(SAVE)[2]?.body).toMatchObject({ config_key: 'quote_refresh_ms', config_value: '{"hk":1000}' });
    await waitFor(() => expect(shownToasts()).toEqual(['success:保存成功']));
  });
});

describe('a live FAQ category is corrected, not retyped (issue 35)', () => {
  const faq = faqModule({
    area: 'wm',
    name: 'workflowFaq',
    title: '常见问题演示',
    description: '演示',
    product: 'demo',
    categories: [{ value: 'account', label: '开户' }],
    feeds: '理财 App 内的帮助中心',
    seed: [],
  });
  const FAQ = 'operation/common/faq/';
  const liveCategory = workflowRow(
    12,
    { language: 'zh-hans', category: 'account', category_name: '開户', sort: 1, questions: [{ position: 1, question: '如何开户？', answer: '<p>在 App 内开户。</p>', hot: 1 }] },
    { status: 'published', push_operator: 'bob', push_time: '2026-11-20 10:00:00' },
  );

  it('says which help centre it feeds, offers 复制为草稿 on the live row, and the edit form opens on the live entry', async () => {
    const copied = { ...liveCategory, update_time: '2026-11-23 10:00:00', update_operator: 'alice' };
    backend.current
      .onSequence(`GET ${FAQ}content`, [{ body: ok(null) }, { body: ok(copied) }])
      .on(`GET ${FAQ}publish/list`, { body: ok(page([liveCategory])) })
      .on(`POST ${FAQ}publish/clone`, { body: ok(copied) });
    const user = userEvent.setup();
    renderWorkflow(<ModuleScreen module={faq} />, { url: '/m' });
    expect(screen.getByTestId('module-notice').textContent).toBe('本模块的内容显示在：理财 App 内的帮助中心');
    await user.click(screen.getByRole('tab', { name: '已发布' }));
    const live = await row('開户');
    expect(within(live).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(expect.arrayContaining(['复制为草稿']));
    await user.click(within(live).getByRole('button', { name: '复制为草稿' }));
    await waitFor(() => expect((screen.getByLabelText(/^分类显示名/) as HTMLInputElement).value).toBe('開户'));
    expect(backend.current.callsTo(`POST ${FAQ}publish/clone`)[0]?.body).toEqual({ id: 12, product: 'demo', base_version: null }); // the screen held no draft: one saved since is refused (1043)
  });
});
