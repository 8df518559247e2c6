import { auditShown } from './auditView';
import { defineModule, field } from './module';

const announcement = defineModule({
  area: 'wm',
  name: 'viewAnnouncement',
  title: '公告',
  apiBase: 'view/test/announcement/',
  schedule: 'push_time',
  fields: [
    field.text('title', '标题'),
    field.select('target_user', '目标用户', [
      { value: 0, label: '全部用户' },
      { value: 1, label: '已开户用户' },
    ]),
    field.richText('content', '正文'),
  ],
});

describe('the audit trail as people read it (issue 44, item 5)', () => {
  it("names an article's fields as its screen does and shows its values as the screen would: a column's label, rich text as text, 是/否", () => {
    const shown = auditShown(
      { moduleKey: 'articles', before: { article_module: 'macro', deleted: false, own_disclaimer: '<p>市场有风险</p>', show_time: 1796136657000 }, after: { article_module: 'hot', deleted: true, own_disclaimer: '<p>投资需谨慎</p>', show_time: '2026-12-01 10:00:00' } },
      undefined,
    );
    expect(shown.labels).toEqual({ article_module: '文章栏目', deleted: '在回收站', own_disclaimer: '本平台免责声明', show_time: '展示时间' });
    expect(shown.before).toEqual({ article_module: '宏观', deleted: '否', own_disclaimer: '市场有风险', show_time: '2026-12-01 22:50:57' });
    expect(shown.after).toEqual({ article_module: '热点', deleted: '是', own_disclaimer: '投资需谨慎', show_time: '2026-12-01 10:00:00' });
  });

  it("shows a module's fields by its own definition: an option's label, not its code", () => {
    const shown = auditShown({ moduleKey: announcement.key, before: { target_user: 0, content: '<p><b>旧</b>内容</p>' }, after: { target_user: 1, content: '' } }, announcement);
    expect(shown).toEqual({ labels: { target_user: '目标用户', content: '正文' }, before: { target_user: '全部用户', content: '旧内容' }, after: { target_user: '已开户用户', content: '（空）' } });
  });

  it('names the other places too: an account, an H5 file, a stock-news approval step; a deletion has no after', () => {
    expect(auditShown({ moduleKey: 'permission', before: { role: 'reader', isSuperAdmin: false, permission: ['/articles/library'] }, after: { role: 'editor', isSuperAdmin: true, permission: ['0'] } }, undefined).after).toEqual({
      role: '编辑',
      isSuperAdmin: '是',
      permission: '全部',
    });
    expect(auditShown({ moduleKey: 'h5', before: { type: '文件', size: 2048, status: 'waiting' }, after: null }, undefined)).toEqual({
      labels: { type: '类型', size: '大小', status: '发布状态' },
      before: { type: '文件', size: '2,048 字节', status: '待发布' },
      after: null,
    });
    expect(auditShown({ moduleKey: 'stockNews', before: { waiting_at: 80001, status: 0 }, after: { waiting_at: null, status: 1 } }, undefined).before).toEqual({ waiting_at: expect.stringMatching(/审批/), status: '待审批' });
  });
});
