import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SMS_MESSAGES, ok, type Paged, type SmsLookup, type SmsLookupLogRow } from 'shared-ui';
import { fakeBackendPerTest } from 'shared-ui/testing';
import SmsQueryPage from './SmsQueryPage';

const backend = fakeBackendPerTest();
const CHECK = 'GET login/check';
const MODULE_CHECK = 'POST account/permission/management/module/check';
const LOOKUP = 'GET sms/query/codes';
const LOG = 'GET sms/query/log';

const found: SmsLookup = {
  phone: '+8613800138000',
  phone_display: '+86 138 0013 8000',
  account: 'editor',
  today: { sent: 2, limit: 10 },
  list: [
    { id: 2, scene: 'login', scene_label: '登录后台', sent_at: '2026-01-05 10:01:00', expires_at: '2026-01-05 10:06:00', status: 'valid', status_label: '有效', code_hint: '****10', attempts: 1, used_at: null },
    { id: 1, scene: 'login', scene_label: '登录后台', sent_at: '2026-01-05 10:00:00', expires_at: '2026-01-05 10:05:00', status: 'replaced', status_label: '已被新验证码取代', code_hint: '****37', attempts: 0, used_at: null },
  ],
};
const logPage = (list: SmsLookupLogRow[]): Paged<SmsLookupLogRow> => ({ list, total: list.length, currPage: 1, pageSize: 10 });
const entry: SmsLookupLogRow = { id: 1, actor: 'support', at: '2026-01-05 10:02:00', phone: '+8613800138000', phone_display: '+86 138 0013 8000', found: 2 };

describe('the SMS code look-up', () => {
  it('asks a signed-out visitor to sign in first, coming back here, and asks the server nothing more', async () => {
    backend.current.on(CHECK, { body: ok({ active: false }) });
    render(<SmsQueryPage />);
    const notice = await screen.findByTestId('sms-query-signed-out');
    expect(notice.textContent).toContain('查询短信验证码需要先登录后台');
    expect(within(notice).getByRole('link', { name: '账号密码登录' }).getAttribute('href')).toBe('/login?redirect=%2Fsms%2Fquery');
    expect(within(notice).getByRole('link', { name: '短信验证码登录' }).getAttribute('href')).toBe('/sms/login?redirect=%2Fsms%2Fquery');
    expect(backend.current.calls.map((c) => `${c.method} ${c.path}`)).toEqual([CHECK]);
  });

  it('tells a signed-in account without 验证码配置 that it may not, without looking anything up', async () => {
    backend.current.on(CHECK, { body: ok({ active: true, account: 'editor' }) }).on(MODULE_CHECK, { body: { code: 1029, msg: '抱歉，您没有该模块的权限', data: null } });
    render(<SmsQueryPage />);
    expect((await screen.findByTestId('sms-query-refused')).textContent).toContain('账号 editor 没有查询短信验证码的权限');
    expect(backend.current.callsTo(MODULE_CHECK).map((c) => c.body)).toEqual([{ path: '/operation/common/modules/verifycode' }]);
    expect(backend.current.callsTo(LOOKUP)).toHaveLength(0);
  });

  it("looks a phone up by its E.164 form, shows each code's state and last two digits, and reloads the log", async () => {
    backend.current
      .on(CHECK, { body: ok({ active: true, account: 'support' }) })
      .on(MODULE_CHECK, { body: ok(null) })
      .on(LOOKUP, { body: ok(found) })
      .onSequence(LOG, [{ body: ok(logPage([])) }, { body: ok(logPage([entry])) }]);
    render(<SmsQueryPage />);
    expect(await screen.findByText('暂无查询记录')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '12345');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText(SMS_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(backend.current.callsTo(LOOKUP)).toHaveLength(0);

    await user.clear(screen.getByLabelText('手机号'));
    await user.type(screen.getByLabelText('手机号'), '138 0013 8000');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const result = await screen.findByTestId('sms-lookup-result');
    expect(backend.current.callsTo(LOOKUP).map((c) => c.params)).toEqual([{ phone: '+8613800138000' }]);
    expect(result.textContent).toContain('员工账号：editor · 今日已获取 2 / 10 条');
    const rows = within(result).getAllByTestId('sms-code-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026-01-05 10:01:00有效登录后台 · 验证码 ****10 · 有效至 10:06:00 · 输错 1 次',
      '2026-01-05 10:00:00已被新验证码取代登录后台 · 验证码 ****37 · 有效至 10:05:00',
    ]);
    expect((await screen.findByTestId('sms-lookup-log')).textContent).toContain('support 查询了 +86 138 0013 8000');
    expect(backend.current.callsTo(LOG)).toHaveLength(2);
  });
});
