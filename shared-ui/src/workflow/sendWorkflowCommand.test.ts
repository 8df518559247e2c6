/**
 * The client's one adapter sends each command in the module's dialect: where the dialect's endpoint has no `:id`
 * (spec §7 recommend's `PUT modify`), the entry's id rides in the body; the common `PUT prepublish/{id}` keeps it in
 * the path.
 */
import { ok } from 'shared-ui';
import { RECOMMEND_ARTICLES_DIALECT, defineModule, field } from 'shared-ui/contract';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { sendWorkflowCommand } from './sendWorkflowCommand';

const fields = [field.text('title', '标题', { required: true })];
const recommendLike = defineModule({ area: 'wm', name: 'testRecommend', title: '测试推荐', apiBase: 'test/recommend/', dialect: RECOMMEND_ARTICLES_DIALECT, schedule: 'push_time', fields });
const common = defineModule({ area: 'wm', name: 'testCommon', title: '测试', apiBase: 'test/common/', schedule: 'push_time', fields });
const command = { action: 'reprepublish', id: 7, values: { title: '本周推荐' }, times: { push_time: '2026-12-01 10:00:00' } } as const;

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend().on('PUT test/recommend/modify', { body: ok({ id: 7 }) }).on('PUT test/common/prepublish/7', { body: ok({ id: 7 }) });
});
afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

describe('sendWorkflowCommand', () => {
  it('sends recommend\'s save-and-pre-publish as PUT modify with the id in the body', async () => {
    await sendWorkflowCommand(recommendLike, command);
    expect(backend.callsTo('PUT test/recommend/modify').map((call) => call.body)).toEqual([{ title: '本周推荐', push_time: '2026-12-01 10:00:00', id: 7 }]);
  });

  it('keeps the id in the path of the common PUT prepublish/{id}', async () => {
    await sendWorkflowCommand(common, command);
    expect(backend.callsTo('PUT test/common/prepublish/7').map((call) => call.body)).toEqual([{ title: '本周推荐', push_time: '2026-12-01 10:00:00' }]);
  });
});
