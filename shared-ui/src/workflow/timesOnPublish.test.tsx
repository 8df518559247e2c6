/**
 * The engine's screens for a module whose times are set on publish (`scheduleSetAt: 'publish'`; spec modules §3, the
 * temporary announcement; issue 44, item 27): the pre-publish and 编辑 dialogs ask no times and send none, the
 * pre-publish list says the times are not set yet, and the publish dialog asks the start and the end — both required,
 * checked by the rules and in the words of every windowed module — with a default off the windows already held.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { PRESET_TIME_TOO_EARLY, formatCmsTime, parseCmsTime } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { ModuleScreen } from './ModuleScreen';
import { renderWorkflow } from './testing/renderWorkflow';
import { onPublishModule } from './testing/testModules';
import { page, workflowRow } from './testing/workflowRows';

const BASE = 'operation/test/temp/';
const URL = '/operation/wm/modules/workflowTemp';
const HOUR = 3_600_000;
const DRAFT = { title: '系统升级公告', update_time: '2026-11-20 09:00:00', update_operator: 'alice', version: 1 };

const backend = fakeBackendPerTest();
beforeEach(() => backend.current.on('GET /console/v1/workflow/live', { body: ok([]) }));
beforeEach(() => localStorage.clear());

const toasts = shownToasts;
const pickerInput = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement | null;
const title = () => screen.getByLabelText(/^标题/) as HTMLInputElement;
const waiting = workflowRow(5, { title: '系统升级公告' });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

/** A live entry holding the next two hours: a proposed window must start after it. */
function liveWindow(): { start: number; end: number; row: ReturnType<typeof workflowRow> } {
  const start = Math.floor(Date.now() / 60_000) * 60_000 - HOUR;
  const end = start + 3 * HOUR;
  return { start, end, row: workflowRow(4, { title: '圣诞节假期安排' }, { status: 'published', start_time: formatCmsTime(start), end_time: formatCmsTime(end), push_time: formatCmsTime(start) }) };
}

describe('a module whose times are set on publish', () => {
  it('预发布 asks no times, says when they are set, and sends none', async () => {
    backend.current
      .on(`GET ${BASE}content`, { body: ok(DRAFT) })
      .on(`GET ${BASE}prepublish/list`, { body: ok(page([])) })
      .on(`GET ${BASE}publish/list`, { body: ok(page([liveWindow().row])) })
      .on(`POST ${BASE}prepublish`, { body: ok({ id: 7 }) });
    const user = userEvent.setup();
    renderWorkflow(<ModuleScreen module={onPublishModule} />, { url: URL });
    await waitFor(() => expect(title().value).toBe('系统升级公告'));
    await user.click(screen.getByRole('button', { name: '预发布' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('无需设置时间：开始时间与结束时间在发布时设置')).toBeTruthy();
    expect(pickerInput('start_time')).toBeNull();
    expect(pickerInput('end_time')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确定预发布' }));
    await waitFor(() => expect(toasts()).toContain('success:预发布成功'));
    expect(backend.current.callsTo(`POST ${BASE}prepublish`)[0]?.body).toEqual({ title: '系统升级公告', base_version: 1 });
  });

  it('the pre-publish list says the start and end are not set yet (set on publish), ordered by pre-publish time', async () => {
    backend.current.on(`GET ${BASE}prepublish/list`, { body: ok(page([waiting])) });
    renderWorkflow(<ModuleScreen module={onPublishModule} />, { url: `${URL}?view=prepublish` });
    const row = await rowOf('系统升级公告');
    expect(screen.getByRole('columnheader', { name: '开始时间' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '结束时间' })).toBeTruthy();
    expect(within(row).getAllByText('未设置（发布时设置）')).toHaveLength(2);
    expect(within(row).queryByText('已过期')).toBeNull();
    expect(backend.current.callsTo(`GET ${BASE}prepublish/list`)[0]?.params).toMatchObject({ orderBy: 'pre_time' });
  });

  it('编辑 of a waiting entry asks no times and sends none (PUT prepublish/:id)', async () => {
    backend.current.on(`GET ${BASE}prepublish/list`, { body: ok(page([waiting])) }).on(`PUT ${BASE}prepublish/5`, { body: ok(null) });
    const user = userEvent.setup();
    renderWorkflow(<ModuleScreen module={onPublishModule} />, { url: `${URL}?view=prepublish` });
    await user.click(within(await rowOf('系统升级公告')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('无需设置时间：开始时间与结束时间在发布时设置')).toBeTruthy();
    expect(pickerInput('start_time')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '保存并预发布' }));
    await waitFor(() => expect(toasts()).toContain('success:保存并预发布成功'));
    expect(backend.current.callsTo(`PUT ${BASE}prepublish/5`)[0]?.body).toEqual({ title: '系统升级公告' });
  });

  it('发布 asks the start and the end (no “now”), proposes a window after the live one, checks both, sends both', async () => {
    const live = liveWindow();
    backend.current
      .on(`GET ${BASE}prepublish/list`, { body: ok(page([waiting])) })
      .on(`GET ${BASE}publish/list`, { body: ok(page([live.row])) })
      .on(`POST ${BASE}publish`, { body: ok(null) });
    const user = userEvent.setup();
    renderWorkflow(<ModuleScreen module={onPublishModule} />, { url: `${URL}?view=prepublish` });
    await user.click(within(await rowOf('系统升级公告')).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('请设置开始时间与结束时间（北京时间）')).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    const start = parseCmsTime(pickerInput('start_time')?.value);
    const end = parseCmsTime(pickerInput('end_time')?.value);
    // Off the live window (overlapping windows are refused, 1013), a day long.
    expect(start).toBe(live.end);
    expect(end).toBe(live.end + 24 * HOUR);

    const confirm = () => user.click(within(dialog).getByRole('button', { name: '确定发布' }));
    fireEvent.change(pickerInput('start_time')!, { target: { value: '2020-01-01 08:00:00' } });
    await confirm();
    expect(await within(dialog).findByText(PRESET_TIME_TOO_EARLY)).toBeTruthy();
    fireEvent.change(pickerInput('start_time')!, { target: { value: '2099-03-04 08:00:00' } });
    fireEvent.change(pickerInput('end_time')!, { target: { value: '2099-03-01 08:00:00' } });
    await confirm();
    expect(await within(dialog).findByText('结束时间不能早于开始时间')).toBeTruthy();
    expect(backend.current.callsTo(`POST ${BASE}publish`)).toHaveLength(0);

    fireEvent.change(pickerInput('end_time')!, { target: { value: '2099-03-05 08:00:00' } });
    await confirm();
    await waitFor(() => expect(toasts()).toContain('success:发布成功'));
    expect(backend.current.callsTo(`POST ${BASE}publish`)[0]?.body).toEqual({ id: 5, start_time: '2099-03-04 08:00:00', end_time: '2099-03-05 08:00:00' });
  });

  it('发布 refused by the server for a time: the message stands beside that time', async () => {
    backend.current
      .on(`GET ${BASE}prepublish/list`, { body: ok(page([waiting])) })
      .on(`GET ${BASE}publish/list`, { body: ok(page([])) })
      .on(`POST ${BASE}publish`, {
        body: { code: 1013, msg: '时间段与 ID 4（…）重叠，请重新设置', data: { errors: [{ field: 'start_time', message: '时间段与 ID 4 重叠，请重新设置' }, { field: 'end_time', message: '时间段与 ID 4 重叠，请重新设置' }] } },
      });
    const user = userEvent.setup();
    renderWorkflow(<ModuleScreen module={onPublishModule} />, { url: `${URL}?view=prepublish` });
    await user.click(within(await rowOf('系统升级公告')).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定发布' }));
    await waitFor(() => expect(within(dialog).getAllByText('时间段与 ID 4 重叠，请重新设置')).toHaveLength(2));
  });
});
