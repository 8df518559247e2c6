/**
 * 多设备登录提示, base operation/common/broker/multidevice/: the notice a user sees when the account signs in on
 * another device. Spec §3: content plus the common workflow fields — nothing else, so the list has one column of
 * its own beside the workflow columns.
 */
import { defineModule, field } from 'shared-ui/contract';

export const multideviceLogin = defineModule({
  area: 'br',
  name: 'multideviceLogin',
  title: '多设备登录提示',
  description: '账户在其他设备登录时向用户展示的提示文案',
  apiBase: 'operation/common/broker/multidevice/',
  schedule: 'push_time',
  fields: [field.textarea('content', '提示内容', { required: true, maxLength: 200, inList: true })],
  seed: [
    { status: 'published', offsetMinutes: -20160, operator: '张子健', values: { content: '您的账户已在另一台设备登录，当前设备已退出。如非本人操作，请立即修改登录密码并联系客服。' } },
    { status: 'prepublished', offsetMinutes: 2880, operator: '周婉婷', values: { content: '检测到您的账户在其他设备登录，为保障资金安全，当前设备的交易功能已锁定，请重新验证交易密码。' } },
    { status: 'history', offsetMinutes: -129600, operator: '刘嘉欣', values: { content: '您的账户在其他设备登录，请注意账户安全。' } },
  ],
});
