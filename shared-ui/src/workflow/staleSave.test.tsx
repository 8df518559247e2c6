import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { ErrorCode } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { EditView } from './EditView';
import { ReprepublishDialog } from './ReprepublishDialog';
import { renderWorkflow } from './testing/renderWorkflow';
import { everyKindModule, noticeModule } from './testing/testModules';
import { workflowRow } from './testing/workflowRows';

const BASE = 'operation/test/notice/';
const SAVE = `POST ${BASE}save`;
const backend = fakeBackendPerTest();
// The re-pre-publish dialog compares with what is live (LiveDiff; its own tests in LiveDiff.test.tsx): nothing is live here.
beforeEach(() => backend.current.on('GET /console/v1/workflow/live', { body: ok([]) }));
const draft = (title: string, version: number, who = 'alice') => ({ title, url: '', update_time: '2026-11-23 09:00:00', update_operator: who, version });
const stale = (title: string, version: number) => ({
  code: ErrorCode.StaleSave,
  msg: '该内容已被 bob 于 2026-11-23 09:05:00 修改，请比较后选择重新加载或覆盖',
  data: { operator: 'bob', time: '2026-11-23 09:05:00', version, current: draft(title, version, 'bob') },
});
const title = () => screen.getByLabelText(/^标题/) as HTMLInputElement;

async function typeTitle(text: string) {
  await waitFor(() => expect(title().value).not.toBe(''));
  await userEvent.clear(title());
  await userEvent.type(title(), text);
}

describe('a save based on a draft a colleague has replaced (1043)', () => {
  it('sends the loaded version; the refusal names who and when, compares, and 覆盖保存 resends based on their version', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(draft('原标题', 100)) }).onSequence(SAVE, [{ body: stale('同事的标题', 105) }, { body: ok(draft('我的标题', 106)) }]);
    renderWorkflow(<EditView module={noticeModule} />);
    await typeTitle('我的标题');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    const dialog = await screen.findByRole('dialog', { name: '内容已被他人修改' });
    expect(backend.current.callsTo(SAVE)[0]?.body).toMatchObject({ title: '我的标题', base_version: 100 });
    expect(within(dialog).getByText(/已被 bob 于 2026-11-23 09:05:00 修改/)).toBeTruthy();
    expect(shownToasts()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: '比较差异' }));
    const diff = within(dialog).getByRole('group', { name: '标题的变化' });
    expect([...diff.querySelectorAll('[data-diff]')].map((line) => line.textContent)).toEqual(['删除：同事', '新增：我']);

    await userEvent.click(within(dialog).getByRole('button', { name: '覆盖保存' }));
    await waitFor(() => expect(backend.current.callsTo(SAVE)).toHaveLength(2));
    expect(backend.current.callsTo(SAVE)[1]?.body).toMatchObject({ title: '我的标题', base_version: 105 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The next save is based on what this one stored.
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(SAVE)).toHaveLength(3));
    expect(backend.current.callsTo(SAVE)[2]?.body).toMatchObject({ base_version: 106 });
  });

  it('重新加载 shows theirs and keeps mine as the local copy to restore', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(draft('原标题', 100)) }).on(SAVE, { body: stale('同事的标题', 105) });
    renderWorkflow(<EditView module={noticeModule} />);
    await typeTitle('我的标题');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(title().value).toBe('同事的标题'));
    await userEvent.click(await screen.findByRole('button', { name: '恢复' }));
    expect(title().value).toBe('我的标题');
  });

  it('继续编辑 closes the question with what was typed still in the form', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(draft('原标题', 100)) }).on(SAVE, { body: stale('同事的标题', 105) });
    renderWorkflow(<EditView module={noticeModule} />);
    await typeTitle('我的标题');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await userEvent.click(await screen.findByRole('button', { name: '继续编辑' }));
    expect(title().value).toBe('我的标题');
  });

  it('a first save says "nothing was saved" (null); a backend without versions gets no base_version at all', async () => {
    backend.current.onSequence(`GET ${BASE}content`, [{ body: ok(null) }]).on(SAVE, { body: ok(draft('新的', 1)) });
    renderWorkflow(<EditView module={noticeModule} />);
    await userEvent.type(await screen.findByLabelText(/^标题/), '新的');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(SAVE)).toHaveLength(1));
    expect(backend.current.callsTo(SAVE)[0]?.body).toMatchObject({ base_version: null });
  });

  it('a draft without a version (another backend) saves without base_version', async () => {
    const { version: _none, ...unversioned } = draft('原标题', 1);
    backend.current.on(`GET ${BASE}content`, { body: ok(unversioned) }).on(SAVE, { body: ok(unversioned) });
    renderWorkflow(<EditView module={noticeModule} />);
    await typeTitle('改');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(SAVE)).toHaveLength(1));
    expect(backend.current.callsTo(SAVE)[0]?.body).not.toHaveProperty('base_version');
  });
});

describe('saving and pre-publishing again over a colleague’s change', () => {
  it('sends the row’s version; 重新加载 shows theirs and 恢复我的内容 brings mine back', async () => {
    const row = workflowRow(9, { title: '原标题', url: '' }, { status: 'prepublished', push_time: '2026-12-01 10:00:00', version: 200 });
    backend.current.on(`PUT ${BASE}prepublish/9`, { body: stale('同事改的', 210) });
    renderWorkflow(
      <ReprepublishDialog module={noticeModule} row={row} canUpload={false} onClose={() => undefined} />,
    );
    await typeTitle('我改的');
    await userEvent.click(screen.getByRole('button', { name: '保存并预发布' }));
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(backend.current.callsTo(`PUT ${BASE}prepublish/9`)[0]?.body).toMatchObject({ title: '我改的', base_version: 200 });
    await waitFor(() => expect(title().value).toBe('同事改的'));
    expect(screen.getByText('已载入 bob 修改后的版本')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '恢复我的内容' }));
    expect(title().value).toBe('我改的');
  });
});

describe('a save with errors', () => {
  it('focuses the first field in error, names every field to fix, and sends nothing', async () => {
    backend.current.on('GET operation/test/demo/content', { body: ok(null) });
    renderWorkflow(<EditView module={everyKindModule} />);
    await screen.findByLabelText(/^标题/);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^标题/)));
    expect(shownToasts()).toEqual(['error:请修改 3 处内容：标题、适用人群、名称']);
    expect(backend.current.callsTo('POST operation/test/demo/save')).toHaveLength(0);
  });

  it('sends one save for a double click', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(draft('原标题', 100)) }).on(SAVE, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { body: ok(draft('原标题', 101)) };
    });
    renderWorkflow(<EditView module={noticeModule} />);
    await waitFor(() => expect(title().value).toBe('原标题'));
    await userEvent.dblClick(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(shownToasts()).toContain('success:保存成功'));
    expect(backend.current.callsTo(SAVE)).toHaveLength(1);
  });
});
