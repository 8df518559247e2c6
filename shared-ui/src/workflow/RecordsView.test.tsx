import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import type { AuditRecord } from 'shared-ui/contract';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { RecordsView } from './RecordsView';
import { renderWorkflow } from './testing/renderWorkflow';
import { everyKindModule } from './testing/testModules';

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend();
});
afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

const ENTRY = 'GET /console/v1/audit/entry';
const published: AuditRecord = {
  id: 31,
  time: '2026-11-28 10:00:00',
  accountId: 1,
  account: 'bob',
  moduleKey: everyKindModule.key,
  moduleTitle: everyKindModule.title,
  menuPath: everyKindModule.path,
  entryId: '8',
  entryTitle: '年末活动',
  action: 'reprepublish',
  before: { title: '年初活动', push_time: '2026-11-29 08:00:00' },
  after: { title: '年末活动', push_time: '2026-11-30 08:00:00' },
};
const page = (list: AuditRecord[]) => ({ body: ok({ list, total: list.length, currPage: 1, pageSize: 10 }) });

describe('RecordsView (修改记录)', () => {
  it("lists the module's records, the changed fields by the module's labels, and opens one before → after", async () => {
    backend.on(ENTRY, page([published]));
    renderWorkflow(<RecordsView module={everyKindModule} />, { url: '/operation/wm/modules/workflowDemo?view=records' });
    const row = (await screen.findByText('年末活动', undefined, { timeout: 15000 })).closest('[role="row"]') as HTMLElement;
    for (const text of ['2026-11-28 10:00:00', 'bob', '保存并重新预发布', '8']) expect(within(row).getByText(text)).toBeTruthy();
    expect(backend.callsTo(ENTRY)[0]?.params).toEqual({ module: everyKindModule.key, currPage: 1, pageSize: 10 });
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByTestId('audit-change-title');
    expect([...title.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([everyKindModule.fields.find((f) => f.name === 'title')?.label, '年初活动', '年末活动']);
  });

  it('narrows to one entry from the address, and back to the whole module', async () => {
    backend.on(ENTRY, page([published]));
    renderWorkflow(<RecordsView module={everyKindModule} />, { url: '/operation/wm/modules/workflowDemo?view=records&entry=8' });
    await screen.findByText('年末活动', undefined, { timeout: 15000 });
    expect(backend.callsTo(ENTRY)[0]?.params).toEqual({ module: everyKindModule.key, entryId: '8', currPage: 1, pageSize: 10 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '查看全部' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/operation/wm/modules/workflowDemo?view=records'));
    await waitFor(() => expect(backend.callsTo(ENTRY).at(-1)?.params).toEqual({ module: everyKindModule.key, currPage: 1, pageSize: 10 }));
  });
});
