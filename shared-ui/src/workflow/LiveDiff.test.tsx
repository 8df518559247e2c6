/**
 * The engine's dialogs with the diff against what is live, on real module definitions (the contract's splash and app
 * config bases): images side by side, choices in their display form, a diff that follows the form as it is typed in
 * 编辑 (re-pre-publish), and the dialogs' own behaviour unchanged around it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { appConfigBase, appConfigScopes, defineModule, field, splashBase, splashScopes } from 'shared-ui/contract';
import { fakeBackendPerTest } from 'shared-ui/testing';
import type { ReactElement } from 'react';
import { PublishDialog } from './PublishDialog';
import { ReprepublishDialog } from './ReprepublishDialog';
import { renderWorkflow } from './testing/renderWorkflow';
import { workflowRow } from './testing/workflowRows';

const splash = defineModule({ ...splashBase, area: 'br', name: 'splash', title: '闪屏', scope: splashScopes.br });
const appconfig = defineModule({ ...appConfigBase, area: 'wm', name: 'appconfig', title: 'App 配置', scope: appConfigScopes.wm });
const backend = fakeBackendPerTest();
const show = (dialog: ReactElement) => renderWorkflow(dialog);

const IOS_IMAGE = 'img_ios_1242x1878';
const splashValues = (image: string, system: number) => ({ system, apply_crowd: 0, skippable: 1, display_seconds: 3, jump_link: '', [IOS_IMAGE]: image });

describe('发布 of an image module', () => {
  const waiting = workflowRow(21, splashValues('https://cdn.example/splash-new.png', 0), { effect_time: '2099-01-01 08:00:00', dead_time: '2099-01-08 08:00:00' });
  const live = workflowRow(20, splashValues('https://cdn.example/splash-old.png', 1), { status: 'published', push_operator: 'bob', push_time: '2026-11-20 10:00:00' });

  it('shows the live image and the new one side by side, a choice in its label, the rest collapsed; 确定发布 still publishes', async () => {
    backend.current.on('GET /console/v1/workflow/live', { body: ok([live]) }).on('POST operation/common/splash/publish', { body: ok(null) });
    const closed = jest.fn();
    show(<PublishDialog module={splash} row={waiting} onClose={closed} />);
    const dialog = await screen.findByRole('dialog');
    const image = await within(dialog).findByRole('group', { name: 'iOS 常规屏启动图的变化' });
    const [before, after] = within(image).getAllByRole('figure');
    expect(within(before as HTMLElement).getByText('线上')).toBeTruthy();
    expect(within(before as HTMLElement).getByRole('img', { name: '线上的iOS 常规屏启动图' }).getAttribute('src')).toContain('splash-old.png');
    expect(within(after as HTMLElement).getByRole('img', { name: '发布后的iOS 常规屏启动图' }).getAttribute('src')).toContain('splash-new.png');
    const system = within(dialog).getByRole('group', { name: '系统类型的变化' });
    expect(within(system).getByText('iOS', { selector: 'del' })).toBeTruthy();
    expect(within(system).getByText('全部', { selector: 'ins' })).toBeTruthy();
    expect(within(dialog).getByText('10 项未改动')).toBeTruthy();
    // A module without `supersedes` names only itself: the live side is the slot's newest published entry.
    expect(backend.current.callsTo('GET /console/v1/workflow/live')[0]?.params).toEqual({ module: 'br/splash' });

    await userEvent.click(within(dialog).getByRole('button', { name: '确定发布' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(backend.current.callsTo('POST operation/common/splash/publish')[0]?.body).toEqual({ id: 21, dead_time: '2099-01-08 08:00:00', type: 'broker' });
  });

  it('still offers publishing when the comparison cannot be loaded, and says so', async () => {
    backend.current.on('GET /console/v1/workflow/live', { status: 500, body: { code: 500, msg: '服务器错误', data: null } });
    show(<PublishDialog module={splash} row={waiting} onClose={() => undefined} />);
    expect(await screen.findByText('无法加载线上内容对比，仍可继续')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定发布' })).toHaveProperty('disabled', false);
  });
});

describe('编辑 (re-pre-publish) of an app config', () => {
  const waiting = workflowRow(
    12,
    { config_key: 'purchase_cutoff', config_value: '{"weekday":"15:00","qdii":"14:30"}', platform: 'all', min_version: '5.6.0', remark: '申购截止时间提示' },
    { push_time: '2099-01-01 08:00:00', version: 7 },
  );
  const live = workflowRow(
    5,
    { config_key: 'purchase_cutoff', config_value: '{"weekday":"15:00","qdii":"15:00"}', platform: 'all', min_version: '5.6.0', remark: '申购截止时间提示' },
    { status: 'published', push_operator: '何俊杰', push_time: '2026-11-26 09:00:00' },
  );

  it('compares what the form holds now with the live value of its key and platform, as it is typed', async () => {
    backend.current.on('GET /console/v1/workflow/live', { body: ok([live]) });
    show(<ReprepublishDialog module={appconfig} row={waiting} canUpload onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const section = within(dialog).getByRole('region', { name: '与线上对比' });
    expect(await within(section).findByText(/生效后将替换已发布的 ID 5（何俊杰 于 2026-11-26 09:00:00 发布）：1 项有改动/)).toBeTruthy();
    expect(backend.current.callsTo('GET /console/v1/workflow/live')[0]?.params).toEqual({ module: 'wm/appconfig', subject: '["purchase_cutoff","all"]' });
    expect(within(section).queryByRole('group', { name: '备注的变化' })).toBeNull();

    await userEvent.type(within(dialog).getByLabelText(/^备注/), '，QDII 提前');
    const remark = await within(section).findByRole('group', { name: '备注的变化' });
    expect(within(remark).getByText('，QDII 提前', { selector: 'ins' })).toBeTruthy();
    expect(within(section).getByText(/2 项有改动/)).toBeTruthy();
    expect(within(section).getByText('3 项未改动')).toBeTruthy();
  });
});

describe('发布 of a module picking one fund', () => {
  const fundSlot = defineModule({
    area: 'wm',
    name: 'fundOfTheWeek',
    title: '本周基金',
    apiBase: 'test/fundweek/',
    schedule: 'push_time',
    fields: [field.text('title', '标题', { required: true }), field.ref('fund', '基金', 'funds', { required: true })],
  });
  const waiting = workflowRow(31, { title: '本周基金', fund: 'F002' }, { push_time: '2099-01-01 08:00:00' });
  const live = workflowRow(30, { title: '本周基金', fund: 'F001' }, { status: 'published', push_operator: 'bob', push_time: '2026-11-20 10:00:00' });

  it("names the live pick and the new one from the library, with their keys; a key the library lost says so", async () => {
    backend.current
      .on('GET /console/v1/workflow/live', { body: ok([live]) })
      .on('GET /console/v1/library/funds/items', { body: ok([{ id: 'F002', label: '环球债券基金' }]) });
    show(<PublishDialog module={fundSlot} row={waiting} onClose={() => undefined} />);
    const change = await within(await screen.findByRole('dialog')).findByRole('group', { name: '基金的变化' });
    expect(await within(change).findByText('环球债券基金（F002）', { selector: 'ins' })).toBeTruthy();
    expect(within(change).getByText('F001（基金已不在库中）', { selector: 'del' })).toBeTruthy();
    expect(backend.current.callsTo('GET /console/v1/library/funds/items')[0]?.params).toEqual({ ids: 'F001,F002' });
  });
});
