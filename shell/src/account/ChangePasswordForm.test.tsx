import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SIGNIN_CIPHER, decryptCredentials } from 'shared-ui/contract';
import { ADMIN_PASSWORD_RULE, SMS_ONLY_PASSWORD_MESSAGE, notificationQueue, ok } from 'shared-ui';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { ChangePasswordButton } from './ChangePasswordButton';
import { ChangePasswordForm } from './ChangePasswordForm';

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend();
  notificationQueue.clear();
});
afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The message shown under a field (its helper text). */
const helperOf = (label: string) => document.getElementById(`${field(label).id}-helper`)?.textContent;

async function fill(values: { old?: string; next?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.old) await user.type(field('原密码'), values.old);
  if (values.next) await user.type(field('新密码'), values.next);
  if (values.confirm) await user.type(field('确认新密码'), values.confirm);
  await user.click(screen.getByRole('button', { name: '确认修改' }));
}

function renderForm(onChanged = jest.fn()) {
  render(<ChangePasswordForm account="editor" cipher={DEFAULT_SIGNIN_CIPHER} onChanged={onChanged} />);
  return onChanged;
}

describe('ChangePasswordForm', () => {
  it('asks for all three passwords, each with its own message, and sends nothing', async () => {
    renderForm();
    await fill({});
    expect(helperOf('原密码')).toBe('请输入原密码');
    expect(helperOf('新密码')).toBe('请输入新密码');
    expect(helperOf('确认新密码')).toBe('请输入确认新密码');
    expect(backend.calls).toEqual([]);
  });

  it.each([
    ['a weak new password', 'lettersonly', 'lettersonly', '新密码', ADMIN_PASSWORD_RULE],
    ['the old password again', 'Editor@123', 'Editor@123', '新密码', '新密码不能与原密码相同'],
    ['a confirmation that differs', 'Fresh2026', 'Fresh2027', '确认新密码', '两次输入的新密码不一致'],
  ])('refuses %s before sending', async (_case, next, confirm, label, message) => {
    renderForm();
    await fill({ old: 'Editor@123', next, confirm });
    expect(helperOf(label)).toBe(message);
    expect(backend.calls).toEqual([]);
  });

  it('shows a wrong old password on the old-password field and keeps everything typed', async () => {
    backend.on('POST login/password', {
      body: { code: 1102, msg: '原密码不正确', data: { errors: [{ field: 'oldPassword', message: '原密码不正确' }] } },
    });
    const onChanged = renderForm();
    await fill({ old: 'Wrong1234', next: 'Fresh2026', confirm: 'Fresh2026' });
    await waitFor(() => expect(helperOf('原密码')).toBe('原密码不正确'));
    expect([field('原密码').value, field('新密码').value, field('确认新密码').value]).toEqual(['Wrong1234', 'Fresh2026', 'Fresh2026']);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('sends both passwords encrypted as at sign-in, and reports the change', async () => {
    backend.on('POST login/password', { body: ok({ sessionsEnded: 1 }, '密码已修改') });
    const onChanged = renderForm();
    await fill({ old: 'Editor@123', next: 'Fresh2026', confirm: 'Fresh2026' });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ sessionsEnded: 1 }));
    const body = backend.callsTo('POST login/password')[0]?.body as { info: string; newInfo: string };
    expect(JSON.stringify(body)).not.toContain('Fresh2026');
    expect(decryptCredentials(body.info)).toEqual({ name: 'editor', pwd: 'Editor@123' });
    expect(decryptCredentials(body.newInfo)).toEqual({ name: 'editor', pwd: 'Fresh2026' });
  });
});

describe('修改密码 in the header', () => {
  it('opens the form in a dialog, closes it after the change and says so', async () => {
    backend.on('GET login/password', { body: ok({ mustChange: false, signinMethod: 'password' }) }).on('POST login/password', { body: ok({ sessionsEnded: 2 }, '密码已修改') });
    render(<ChangePasswordButton account="editor" />);
    await userEvent.setup().click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByRole('dialog', { name: '修改密码' })).toBeTruthy();
    // A password account: the form, once the dialog has read how the account signs in.
    await screen.findByLabelText('原密码');
    await fill({ old: 'Editor@123', next: 'Fresh2026', confirm: 'Fresh2026' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notificationQueue.getSnapshot().map((n) => n.message)).toEqual(['密码已修改，其他设备上的登录已退出']);
  });

  it('asks an account that signs in by SMS code only for no 原密码: it says there is none, with no form (issue 44, item 9)', async () => {
    backend.on('GET login/password', { body: ok({ mustChange: false, signinMethod: 'sms' }) });
    render(<ChangePasswordButton account="support" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect((await screen.findByTestId('password-sms-only')).textContent).toBe(SMS_ONLY_PASSWORD_MESSAGE);
    expect(dialog.querySelector('input')).toBeNull();
    expect(screen.queryByRole('button', { name: '确认修改' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing was tried, so nothing could count as a failed sign-in.
    expect(backend.callsTo('POST login/password')).toHaveLength(0);
  });

  it('says the same, in place of the form, when a backend that does not tell before refuses the change for it', async () => {
    backend.on('GET login/password', { body: ok({ mustChange: false }) }).on('POST login/password', {
      body: { code: 1106, msg: SMS_ONLY_PASSWORD_MESSAGE, data: { errors: [{ field: 'oldPassword', message: SMS_ONLY_PASSWORD_MESSAGE }] } },
    });
    render(<ChangePasswordButton account="support" />);
    await userEvent.setup().click(screen.getByRole('button', { name: '修改密码' }));
    await screen.findByLabelText('原密码');
    await fill({ old: 'Anything123', next: 'Fresh2026', confirm: 'Fresh2026' });
    expect((await screen.findByTestId('password-sms-only')).textContent).toBe(SMS_ONLY_PASSWORD_MESSAGE);
    expect(screen.queryByLabelText('原密码')).toBeNull();
  });
});
