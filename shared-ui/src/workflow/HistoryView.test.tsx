import { screen, within } from '@testing-library/react';
import { ok } from 'shared-ui';
import { thumbnailUrl } from 'shared-ui/contract';
import { HistoryView } from './HistoryView';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { renderWorkflow } from './testing/renderWorkflow';
import { everyKindModule } from './testing/testModules';
import { page, workflowRow } from './testing/workflowRows';

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend();
});
afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

const values = (title: string, late: 0 | 1) =>
  workflowRow(
    late ? 8 : 7,
    { title, crowd: 2, enabled: 1, name: { 'zh-hans': '简体名', en: 'English name' }, image: '/uploads/a.jpg' },
    { status: 'history', push_operator: 'bob', push_time: '2026-11-01 08:00:00', remove_operator: 'carol', remove_time: '2026-11-02 08:00:00', late },
  );

describe('HistoryView', () => {
  it('pages by push_time and shows who published and took off shelf, when, formatted module columns and the late marker', async () => {
    backend.on('GET operation/test/demo/publish/history', { body: ok(page([values('准时', 0), values('迟到', 1)])) });
    renderWorkflow(<HistoryView module={everyKindModule} />);
    const onTime = (await screen.findByText('准时')).closest('[role="row"]') as HTMLElement;
    const late = screen.getByText('迟到').closest('[role="row"]') as HTMLElement;
    expect(within(late).getByText('延迟执行')).toBeTruthy();
    expect(within(onTime).queryByText('延迟执行')).toBeNull();
    for (const text of ['bob', '2026-11-01 08:00:00', 'carol', '2026-11-02 08:00:00', '已开户用户', '是', '简体名']) {
      expect(within(onTime).getByText(text)).toBeTruthy();
    }
    // The list draws the image's thumbnail at the slot's aspect (375×170 within 96×40), lazily.
    const image = within(onTime).getByRole('img', { name: '图片' });
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
      thumbnailUrl('/uploads/a.jpg'),
      '88',
      '40',
      'lazy',
    ]);
    expect(backend.callsTo('GET operation/test/demo/publish/history')[0]?.params).toEqual({ currPage: 1, pageSize: 10, orderBy: 'push_time', order: 'desc', type: 'demo' });
  });
});
