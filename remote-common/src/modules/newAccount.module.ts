/**
 * 开户配置 (newAccount, modules.md §3: new-account types NZ (default), YSL, statement, autograph, sent as nz, ysl,
 * declare, sign): what the account-opening flow of the apps shows at each configurable step. The spec names the four
 * types without saying more; read here as the two opening flows the group runs (kept under the spec's names NZ and
 * YSL, as the apps and the back end call them), the declaration an applicant confirms (开户声明) and the instructions of
 * the electronic-signature step (电子签名).
 *
 * An entry configures one type: a title, an optional 750×300 banner (the guide pages' header), the text (rich text:
 * the guide's steps, the declaration, the signing instructions), an optional account-opening gift line, and the
 * seconds the applicant must stay on the page before 下一步 / 我已阅读并同意 is enabled. A declaration must be read for
 * at least 5 seconds: the applicant confirms it as their own statement, so the app may not let it be skipped.
 *
 * One configuration per type is live: the newer supersedes the older (asked on save, the older retired when the newer
 * goes live). Schedule `push_time`.
 */
import { defineModule, field, seedImagePath, type ModuleValues, type Option } from 'shared-ui/contract';
import { BANNER_IMAGE_SLOT } from './imageSlots';

export const NEW_ACCOUNT_TYPES: readonly Option<string>[] = [
  { value: 'nz', label: 'NZ 开户流程' },
  { value: 'ysl', label: 'YSL 开户流程' },
  { value: 'declare', label: '开户声明' },
  { value: 'sign', label: '电子签名' },
];

export const READ_SECONDS = { min: 0, max: 60, declarationMin: 5 } as const;

const banner = (name: string) => seedImagePath(`common-new-account-${name}`, BANNER_IMAGE_SLOT);

export const newAccount = defineModule({
  area: 'common',
  name: 'newAccount',
  title: '开户配置',
  description: '开户流程各步骤的配置：NZ、YSL 开户引导，开户声明与电子签名说明，含横幅、开户礼与最短阅读时间',
  apiBase: 'operation/common/newaccount/',
  schedule: 'push_time',
  fields: [
    field.radio('account_type', '配置类型', NEW_ACCOUNT_TYPES, { required: true, defaultValue: 'nz', inList: true }),
    field.text('title', '页面标题', { required: true, maxLength: 20, inList: true }),
    field.image('banner', '顶部横幅', BANNER_IMAGE_SLOT, { hint: '开户引导页顶部，可不上传' }),
    field.richText('content', '页面内容', { required: true, maxLength: 8000, hint: '开户引导的步骤说明，或声明、签名说明的全文' }),
    field.text('gift', '开户礼', { maxLength: 40, inList: true, hint: '标题下方的一行福利说明，如「开户即送港股 LV2 行情 3 个月」，可不填' }),
    field.number('read_seconds', '最短阅读时间', {
      required: true,
      integer: true,
      unit: '秒',
      min: READ_SECONDS.min,
      max: READ_SECONDS.max,
      defaultValue: 0,
      hint: '停留满此时间后「下一步」或「我已阅读并同意」才可点击',
    }),
  ],
  rules: [
    {
      field: 'read_seconds',
      message: `开户声明的最短阅读时间不能少于 ${String(READ_SECONDS.declarationMin)} 秒`,
      test: (v: ModuleValues) => v.account_type !== 'declare' || (typeof v.read_seconds === 'number' && v.read_seconds >= READ_SECONDS.declarationMin),
    },
  ],
  supersedes: { fields: ['account_type'], subject: '该配置类型' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -10080,
      operator: '黄诗韵',
      values: {
        account_type: 'nz',
        title: '3 步开通港美股账户',
        banner: banner('nz'),
        content: '<ol><li>上传身份证与银行卡</li><li>人脸识别核验身份</li><li>完成风险测评并签署协议</li></ol><p>最快 10 分钟提交，审核通过后短信通知。</p>',
        gift: '开户即送港股 LV2 行情 3 个月',
        read_seconds: 0,
      },
    },
    {
      status: 'published',
      offsetMinutes: -20160,
      operator: '王晓雯',
      values: {
        account_type: 'declare',
        title: '开户声明',
        banner: '',
        content: '<p>本人声明：所提供的资料真实、完整、准确；本人并非美国人士；开户资金来源合法；本人已阅读并理解《证券客户协议》及《风险披露声明》。</p>',
        gift: '',
        read_seconds: 10,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: {
        account_type: 'ysl',
        title: '香港身份证 快速开户',
        banner: banner('ysl'),
        content: '<ol><li>拍摄香港身份证</li><li>填写住址与职业资料</li><li>转账 1 万港元验证银行账户</li></ol>',
        gift: '新客港股免佣 30 天',
        read_seconds: 0,
      },
    },
    {
      status: 'draft',
      values: { account_type: 'sign', title: '电子签名', banner: '', content: '<p>请在下方框内用手指签写您的中文或英文全名，签名须与身份证件一致。</p>', gift: '', read_seconds: 3 },
    },
    {
      status: 'history',
      offsetMinutes: -86400,
      operator: '陈浩然',
      values: { account_type: 'nz', title: '开户只需 3 步', banner: banner('nz-old'), content: '<ol><li>上传证件</li><li>视频见证</li><li>签署协议</li></ol>', gift: '', read_seconds: 0 },
    },
  ],
});
