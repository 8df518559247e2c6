/**
 * 协议配置 (protocolConfig, modules.md §3 Protocol config: is_tips, tips content, title, agreement supplement,
 * appendix, SDK agreement, agree_version, current version): the agreements each app shows and asks users to accept —
 * 用户服务协议, 隐私政策, 客户协议 (account opening), 风险披露声明. An entry is one version of one agreement of one app:
 * its title, its version, the text (rich text) with its optional supplement and appendix, and the third-party SDK list
 * the mainland's personal-information rules require beside a privacy policy.
 *
 * `agree_version` (最低同意版本) says whose consent still holds: a user who last agreed to an older version is asked
 * to agree again at next launch, so a wording fix keeps it and a change of substance raises it to the new version; it
 * can never be above the version itself. `is_tips` shows an update notice with `tips` (shown and required only when
 * on: `visibleWhen`) before the text. The publish time is the effective time (生效时间); one version per agreement
 * and app is live: the newer supersedes the older (asked on save, the older retired when the newer takes effect).
 * Schedule `push_time`.
 */
import { defineModule, field, stringValue, type ModuleValues, type Option } from 'shared-ui/contract';
import { GROUP_APPS } from './groupApps';

export const PROTOCOL_TYPES: readonly Option<string>[] = [
  { value: 'user', label: '用户服务协议' },
  { value: 'privacy', label: '隐私政策' },
  { value: 'account', label: '客户协议（开户）' },
  { value: 'risk', label: '风险披露声明' },
];

/** Versions as the legal team numbers them: 3.2 or 3.2.1. */
export const PROTOCOL_VERSION = /^\d{1,3}\.\d{1,3}(\.\d{1,3})?$/;

/** -1, 0 or 1 as `a` is below, equal to or above `b` (missing parts count as 0: 3.2 = 3.2.0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

const versionOk = (v: ModuleValues, name: string) => stringValue(v[name]) === '' || PROTOCOL_VERSION.test(stringValue(v[name]));

const section = (title: string, ...paragraphs: string[]) => `<h2>${title}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;

const PRIVACY_BR =
  section('一、我们收集的信息', '为向您提供证券交易服务，我们会收集您的身份证件信息、手机号码、联系地址、税务居民身份及投资经验，用于开户、反洗钱核查及适当性评估。') +
  section('二、信息的使用与共享', '我们仅在法律法规要求或为完成交易、清算所必需的范围内，向香港交易所、中央结算及托管银行提供您的信息。') +
  section('三、您的权利', '您可在「我的 - 设置 - 隐私」中查阅、更正您的个人信息，或申请注销账户。');

const SDK_LIST =
  '<ul><li>个推推送 SDK（每日互动）：推送交易与资讯通知，收集设备标识符</li><li>友盟统计 SDK（友盟同欣）：统计 App 使用情况，收集设备型号与系统版本</li><li>腾讯云人脸核身 SDK：开户身份核验，收集人脸图像（仅用于核验，不留存）</li></ul>';

export const protocolConfig = defineModule({
  area: 'common',
  name: 'protocolConfig',
  title: '协议配置',
  description: '各 App 的用户协议、隐私政策、客户协议与风险披露：版本、正文、补充条款、附录、第三方 SDK 清单与更新提示',
  apiBase: 'operation/common/protocolconfig/',
  schedule: 'push_time',
  fields: [
    field.select('app', '适用 App', GROUP_APPS, { required: true, defaultValue: 'br', inList: true }),
    field.select('protocol_type', '协议类型', PROTOCOL_TYPES, { required: true, defaultValue: 'privacy', inList: true }),
    field.text('title', '协议标题', { required: true, maxLength: 30, inList: true }),
    field.text('current_version', '当前版本', { required: true, maxLength: 11, inList: true, hint: '如 3.2 或 3.2.1，每次修改须提高' }),
    field.text('agree_version', '最低同意版本', { required: true, maxLength: 11, hint: '曾同意的版本低于此版本的用户，下次启动须重新同意；仅措辞修正时保持不变' }),
    field.richText('content', '协议正文', { required: true, maxLength: 50000 }),
    field.richText('supplement', '补充条款', { maxLength: 10000 }),
    field.richText('appendix', '附录', { maxLength: 20000 }),
    field.richText('sdk_agreement', '第三方 SDK 清单', { maxLength: 10000, hint: '隐私政策须列明所接入 SDK 的名称、提供方、用途与收集的信息' }),
    field.switch('is_tips', '更新提示', { onLabel: '弹窗提示', offLabel: '不提示', defaultValue: 0, hint: '开启后，用户打开协议前先看到更新说明' }),
    // A notice switched off has nothing to say: no words are kept that would show the next time someone switches it on.
    field.textarea('tips', '更新说明', { required: true, maxLength: 200, visibleWhen: { field: 'is_tips', in: [1] }, hint: '本次更新的要点' }),
  ],
  rules: [
    { field: 'current_version', message: '版本号格式应为 3.2 或 3.2.1', test: (v) => versionOk(v, 'current_version') },
    { field: 'agree_version', message: '版本号格式应为 3.2 或 3.2.1', test: (v) => versionOk(v, 'agree_version') },
    {
      field: 'agree_version',
      message: '最低同意版本不能高于当前版本',
      test: (v) =>
        !versionOk(v, 'current_version') ||
        !versionOk(v, 'agree_version') ||
        stringValue(v.current_version) === '' ||
        compareVersions(stringValue(v.agree_version), stringValue(v.current_version)) <= 0,
    },
  ],
  supersedes: { fields: ['app', 'protocol_type'], subject: '该 App 的此类协议' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -43200,
      operator: '黄诗韵',
      values: {
        app: 'br', protocol_type: 'privacy', title: '证券 App 隐私政策', current_version: '3.2', agree_version: '3.0',
        content: PRIVACY_BR, supplement: '', appendix: '', sdk_agreement: SDK_LIST, is_tips: 0,
      },
    },
    {
      status: 'published',
      offsetMinutes: -86400,
      operator: '王晓雯',
      values: {
        app: 'wm', protocol_type: 'user', title: '理财 App 用户服务协议', current_version: '2.1.0', agree_version: '2.0',
        content: section('一、服务内容', '本 App 向您提供基金等理财产品的信息展示、申购、赎回及资产查询服务。') + section('二、用户义务', '您应确保所提供的信息真实、准确、完整，并妥善保管账户与密码。'),
        supplement: '<p>基金销售服务由持牌基金销售机构提供，本公司不承诺保本或最低收益。</p>', appendix: '', sdk_agreement: '', is_tips: 0,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        app: 'br', protocol_type: 'account', title: '证券客户协议', current_version: '5.0', agree_version: '5.0',
        content: section('一、账户开立', '客户须年满 18 周岁，并如实提供身份证明及住址证明。') + section('二、交易与结算', '港股交易按 T+2 交收，客户须于交收日前备足款项。'),
        supplement: '', appendix: '<p>附录一：收费表（佣金、平台费、交收费）。</p>', sdk_agreement: '', is_tips: 1, tips: '新增美股期权交易条款，并更新收费表。',
      },
    },
    {
      status: 'draft',
      values: {
        app: 'esop', protocol_type: 'privacy', title: '员工持股 App 隐私政策', current_version: '1.1', agree_version: '1.0',
        content: section('一、我们收集的信息', '为管理您的股权激励计划，我们会收集您的员工编号、授予与归属记录及税务居民信息。'),
        supplement: '', appendix: '', sdk_agreement: '', is_tips: 1, tips: '补充归属记录的保存期限说明。',
      },
    },
    {
      status: 'history',
      offsetMinutes: -259200,
      operator: '陈浩然',
      values: { app: 'br', protocol_type: 'privacy', title: '证券 App 隐私政策', current_version: '3.0', agree_version: '3.0', content: PRIVACY_BR, supplement: '', appendix: '', sdk_agreement: '', is_tips: 1, tips: '按《个人信息保护法》更新个人信息收集与使用说明。' },
    },
  ],
});
