import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SMS_MESSAGES, clearSessionCookies, ok, readSessionCookies, readStoredLogin } from 'shared-ui';
import { fakeBackendPerTest } from 'shared-ui/testing';
import SmsLoginPage, { landingOf } from './SmsLoginPage';

const backend = fakeBackendPerTest();
const SIGNED_OUT = { body: ok({ active: false }) };
const SIGNED_IN = { body: ok({ active: true, account: 'support', isSuperAdmin: false }) };
const EXPIRE = Date.now() + 3_600_000;
const VERIFIED = {
  headers: { authorization: 'sms-session-1' },
  body: { code: 200, msg: '登录成功', data: { uid: '5', group: 'reader', expire: EXPIRE, account: 'support' } },
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function open(search = '') {
  const goTo = jest.fn<void, [string]>();
  render(<SmsLoginPage goTo={goTo} search={search} />);
  return { goTo, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  clearSessionCookies();
});

describe('the SMS sign-in page', () => {
  it('checks the number itself, sends the code to its E.164 form, counts the cool-down, and signs in as /login does', async () => {
    backend.current
      .onSequence('GET login/check', [SIGNED_OUT, SIGNED_IN])
      .on('POST sms/login/code', { body: ok({ resendSeconds: 60, validityMinutes: 5 }, SMS_MESSAGES.sent) })
      .on('POST sms/login/verify', VERIFIED)
      .on('GET login/password', { body: ok({ mustChange: false }) })
      .on('POST account/permission/management/admin/check', { body: { code: 1031, msg: '', data: { id: 5, permission: ['/operation/common/modules/verifycode'] } } });
    const { goTo, user } = open();

    await user.type(field('手机号'), '2123 4567');
    await user.click(screen.getByTestId('sms-send'));
    expect(await screen.findByText(SMS_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(backend.current.callsTo('POST sms/login/code')).toHaveLength(0);

    await user.clear(field('手机号'));
    await user.type(field('手机号'), '139 0013 9000');
    await user.click(screen.getByTestId('sms-send'));
    expect((await screen.findByTestId('sms-notice')).textContent).toBe('验证码已发送，请查收短信，5 分钟内有效');
    expect(backend.current.callsTo('POST sms/login/code').map((c) => c.body)).toEqual([{ phone: '+8613900139000' }]);
    const resend = screen.getByTestId('sms-send') as HTMLButtonElement;
    expect([resend.textContent, resend.disabled]).toEqual(['60 秒后重发', true]);

    await user.type(field('短信验证码'), '246810');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/home'));
    expect(backend.current.callsTo('POST sms/login/verify').map((c) => c.body)).toEqual([{ phone: '+8613900139000', code: '246810' }]);
    expect(backend.current.callsTo('POST account/permission/management/admin/check').map((c) => c.body)).toEqual([{ account: 'support' }]);
    expect(readSessionCookies()).toEqual({ uid: '5', session: 'sms-session-1', group: 'reader' });
    expect(readStoredLogin()).toEqual({ account: 'support', permission: ['/operation/common/modules/verifycode'], isSuperAdmin: false });
  });

  it('shows a wrong code on its field, the cool-down the server names, and a spent code as a notice', async () => {
    backend.current
      .on('GET login/check', SIGNED_OUT)
      .on('POST sms/login/code', { body: { code: 1120, msg: SMS_MESSAGES.cooldown(42), data: { retryAfter: 42 } } })
      .onSequence('POST sms/login/verify', [
        { body: { code: 1122, msg: SMS_MESSAGES.wrongCode(4), data: { attemptsLeft: 4 } } },
        { body: { code: 1123, msg: '短信验证码已失效，请重新获取', data: null } },
      ]);
    const { goTo, user } = open();
    await user.type(field('手机号'), '91234567');
    await user.click(screen.getByTestId('sms-send'));
    expect((await screen.findByTestId('sms-notice')).textContent).toBe('发送过于频繁，请稍后再获取验证码');
    expect(screen.getByTestId('sms-send').textContent).toBe('42 秒后重发');

    await user.type(field('短信验证码'), '111111');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('短信验证码错误，还可尝试 4 次')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByTestId('sms-notice')).textContent).toBe('短信验证码已失效，请重新获取');
    expect(field('短信验证码').value).toBe('');
    expect(goTo).not.toHaveBeenCalled();
    expect(readSessionCookies()).toEqual({ uid: undefined, session: undefined, group: undefined });
  });

  it('leaves an account whose password an admin set to the password sign-in, ending the session it opened', async () => {
    backend.current
      .on('GET login/check', SIGNED_OUT)
      .on('POST sms/login/verify', VERIFIED)
      .on('GET login/password', { body: ok({ mustChange: true }) })
      .on('GET login/signout', { body: ok(null) });
    const { goTo, user } = open();
    await user.type(field('手机号'), '91234567');
    await user.type(field('短信验证码'), '246810');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByTestId('sms-notice')).textContent).toBe(SMS_MESSAGES.mustChangePassword);
    expect(backend.current.callsTo('GET login/signout')).toHaveLength(1);
    expect(readSessionCookies().session).toBeUndefined();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('sends a visitor who is signed in already straight on, to the page that sent them here if it is one of this site', async () => {
    backend.current.on('GET login/check', SIGNED_IN);
    const { goTo } = open('?redirect=%2Fsms%2Fquery');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/sms/query'));
    expect(landingOf('?redirect=%2F%2Fevil.example')).toBe('/home');
    expect(landingOf('?redirect=https%3A%2F%2Fevil.example')).toBe('/home');
    expect(landingOf('')).toBe('/home');
  });
});
