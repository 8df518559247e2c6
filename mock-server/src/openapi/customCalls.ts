/**
 * The calls that are no module base's common pattern, by call family, for the OpenAPI document (`pnpm contract`).
 * Paths are relative to the API prefix; `:name` is a path parameter. Bodies name the zod schema the server parses
 * them with, where the contract has one (no second copy of a shape). `coverage.test.ts` proves this list and the
 * routes mock-server registers are the same, so a call added to one and not the other fails CI.
 */
import { z } from 'zod';
import {
  FILE_TYPES,
  IMAGE_FORMATS,
  API,
  APPROVAL_SCREENS,
  ARTICLE_API_BASE,
  BATCH_ACTIVITY_API,
  ErrorCode,
  H5_ALLOWED_EXTENSIONS,
  H5_API_BASE,
  INFORMATION_API_BASE,
  OTHER_NEWS_API_BASE,
  STOCK_NEWS_API_BASE,
  articleInputSchema,
  fundInputSchema,
  fundUpdateSchema,
  ARTICLE_DELETE_ANSWER_SCHEMA,
  ARTICLE_DETAIL_SCHEMA,
  ARTICLE_IMAGE_ANSWER_SCHEMA,
  ARTICLE_IN_USE_SCHEMA,
  ARTICLE_PAGEVIEW_ANSWER_SCHEMA,
  ARTICLE_RECOVERY_ANSWER_SCHEMA,
  ARTICLE_ROW_SCHEMA,
  APPROVAL_LINK_SCHEMA,
  BATCH_ACTIVITY_PAGE_SCHEMA,
  CATALOGUE_FUND_SCHEMA,
  FUND_CREATED_SCHEMA,
  FUND_DELETE_ANSWER_SCHEMA,
  FUND_DETAIL_SCHEMA,
  FUND_ROW_SCHEMA,
  HOLIDAY_MESSAGE_LIST_SCHEMA,
  H5_CHECK_RESULT_SCHEMA,
  H5_DELETED_SCHEMA,
  H5_FILE_DETAIL_SCHEMA,
  H5_FILE_SCHEMA,
  H5_FOLDER_LISTING_SCHEMA,
  H5_FOLDER_SCHEMA,
  H5_HISTORY_ENTRY_SCHEMA,
  H5_ITEM_SCHEMA,
  H5_LIVE_FILE_SCHEMA,
  H5_OVERVIEW_SCHEMA,
  H5_PREPUBLISH_ENTRY_SCHEMA,
  H5_PREPUBLISHED_SCHEMA,
  H5_PUBLISHED_SCHEMA,
  H5_REVOKE_RESULT_SCHEMA,
  H5_UPDATED_SCHEMA,
  H5_UPLOAD_CHECK_SCHEMA,
  INFORMATION_DETAIL_SCHEMA,
  INFORMATION_FEATURED_ANSWER_SCHEMA,
  INFORMATION_ROW_SCHEMA,
  LIBRARY_ITEM_SCHEMA,
  MANAGER_CREATED_SCHEMA,
  MANAGER_DELETE_ANSWER_SCHEMA,
  MANAGER_DETAIL_SCHEMA,
  MANAGER_ROW_SCHEMA,
  OTHER_NEWS_APPROVAL_ITEM_SCHEMA,
  OTHER_NEWS_DETAIL_SCHEMA,
  OTHER_NEWS_ROW_SCHEMA,
  OTHER_NEWS_STOCK_SCHEMA,
  RELATED_MANAGER_SCHEMA,
  STOCK_NEWS_APPROVAL_ITEM_SCHEMA,
  STOCK_NEWS_DETAIL_SCHEMA,
  STOCK_NEWS_ROW_SCHEMA,
  STOCK_NEWS_SAVED_SCHEMA,
  STORED_FILE_INFO_SCHEMA,
  informationInputSchema,
  ADMIN_ACCOUNT_DETAIL_SCHEMA,
  ADMIN_ACCOUNT_ROW_SCHEMA,
  CAPTCHA_CHALLENGE_SCHEMA,
  FULL_ACCESS_SCHEMA,
  NO_DATA_SCHEMA,
  PASSWORD_CHANGE_RESULT_SCHEMA,
  PASSWORD_STATUS_SCHEMA,
  PATH_CHECK_RESULT_SCHEMA,
  SESSION_STATUS_SCHEMA,
  SESSION_SUMMARY_SCHEMA,
  SIGNIN_RESULT_SCHEMA,
  SMS_LOOKUP_LOG_ROW_SCHEMA,
  SMS_LOOKUP_SCHEMA,
  SMS_SEND_RESULT_SCHEMA,
  SMS_SIGNIN_RESULT_SCHEMA,
  managerInputSchema,
  managerUpdateSchema,
} from 'shared-ui/contract';
import { adminCheckBody, moduleCheckBody, signinBody, verifyCaptchaBody } from '../http/requestSchemas';

export interface CustomCall {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** What the call does (Chinese: the console's contract page shows it). */
  summary: string;
  body?: z.ZodType;
  /** The answer's `data` is `{list, total, currPage, pageSize}`; the call takes `currPage` and `pageSize`. */
  paged?: boolean;
  /** Required query parameters of a GET, with a value that a read-only check may send. */
  query?: Readonly<Record<string, string>>;
  /** The path's `:id` is the `id` of a row of this family's lists (else the kit can only guess one). */
  idFromList?: boolean;
  /** Query parameters whose value is a field of a row of this family's lists (`{linkId: 'linkId'}`): the kit reads one. */
  fromList?: Readonly<Record<string, string>>;
  /** Codes this call answers beyond the ones every call of its kind may (session, role, gate, input). */
  codes?: readonly number[];
  /** The answer is the file's bytes, not an envelope: the media types it is served as. */
  binary?: readonly string[];
  /** The call changes what a person is signed in as: the kit never sends it on the main session. */
  endsSession?: boolean;
  /** The `data` of its code-0 answer (for a paged call: one row), named under the document's components. */
  answer?: NamedAnswer;
}

export interface NamedAnswer {
  name: string;
  schema: z.ZodType;
  /** The answer is a list of these (not paged). */
  many?: boolean;
}

const named = (name: string, schema: z.ZodType, many = false): NamedAnswer => ({ name, schema, ...(many ? { many } : {}) });

const ARTICLE = named('Article', ARTICLE_ROW_SCHEMA);
const ARTICLE_DETAIL = named('ArticleDetail', ARTICLE_DETAIL_SCHEMA);
const INFORMATION_DETAIL = named('InformationDetail', INFORMATION_DETAIL_SCHEMA);
const FUND = named('Fund', FUND_ROW_SCHEMA);
const MANAGER = named('Manager', MANAGER_ROW_SCHEMA);
const IMAGE_URL = named('ImageUrl', ARTICLE_IMAGE_ANSWER_SCHEMA);
const STOCK_NEWS_DETAIL = named('StockNewsDetail', STOCK_NEWS_DETAIL_SCHEMA);
const OTHER_NEWS_DETAIL = named('OtherNewsDetail', OTHER_NEWS_DETAIL_SCHEMA);
const APPROVAL_LINK = named('ApprovalLink', APPROVAL_LINK_SCHEMA);
const STORED_FILE_INFO = named('StoredFileInfo', STORED_FILE_INFO_SCHEMA);
const H5_CHECK_RESULT = named('H5CheckResult', H5_CHECK_RESULT_SCHEMA);
const H5_DELETED = named('H5Deleted', H5_DELETED_SCHEMA);
const H5_UPDATED = named('H5Updated', H5_UPDATED_SCHEMA);
const SESSION_STATUS = named('SessionStatus', SESSION_STATUS_SCHEMA);
const ADMIN_ACCOUNT = named('AdminAccount', ADMIN_ACCOUNT_ROW_SCHEMA);
/** A call that answers its code alone: `data` is null. */
const NO_DATA = named('NoData', NO_DATA_SCHEMA);

export interface CallFamily {
  family: string;
  calls: readonly CustomCall[];
}

/** The key of an article or an information item in a save's body. */
const LINK_ID = z.string().min(1).max(64);

const H5 = H5_API_BASE;
/** What `content/:id` serves a file as: its extension's type (without parameters), else octet-stream. */
const H5_MEDIA_TYPES = [...new Set([...Object.values(H5_ALLOWED_EXTENSIONS).map((type) => type.split(';')[0]!.trim()), 'application/octet-stream'])];
const NEWS = STOCK_NEWS_API_BASE;
const OTHER = OTHER_NEWS_API_BASE;
const FUNDS = 'operation/wm/funds';
const MANAGERS = 'operation/wm/managers/library/';

export const CUSTOM_FAMILIES: readonly CallFamily[] = [
  {
    family: '登录与会话',
    calls: [
      { method: 'GET', path: API.captcha, summary: '获取图形验证码 {verifyKey, png}', answer: named('CaptchaChallenge', CAPTCHA_CHALLENGE_SCHEMA) },
      { method: 'POST', path: API.verifyCaptcha, summary: '校验验证码', body: verifyCaptchaBody, codes: [ErrorCode.CaptchaWrong], answer: NO_DATA },
      {
        method: 'POST',
        path: API.signin,
        summary: '登录：info 为 AES-128-CBC 加密的 {name, pwd}，成功为 200 {uid, group, expire}，会话号在 authorization 头；1102 可带 {attemptsLeft}（锁定前还可尝试的次数）',
        body: signinBody,
        codes: [ErrorCode.SigninSuccess, ErrorCode.CaptchaNotVerified, ErrorCode.CredentialsWrong, ErrorCode.AccountLocked, ErrorCode.NoPermittedPaths],
        endsSession: true,
        answer: named('SigninResult', SIGNIN_RESULT_SCHEMA),
      },
      { method: 'GET', path: API.signout, summary: '退出登录', endsSession: true, answer: NO_DATA },
      { method: 'GET', path: API.check, summary: '会话是否有效', answer: SESSION_STATUS },
      { method: 'GET', path: API.detectActive, summary: '长时间无操作后确认会话', answer: SESSION_STATUS },
      { method: 'GET', path: API.sessions, summary: '本账号的会话', answer: named('SessionSummary', SESSION_SUMMARY_SCHEMA, true) },
      { method: 'GET', path: API.password, summary: '是否须先修改初始密码 {mustChange}，及登录方式 {signinMethod: password | sms}', answer: named('PasswordStatus', PASSWORD_STATUS_SCHEMA) },
      { method: 'POST', path: API.password, summary: '修改本人密码 {info, newInfo}', answer: named('PasswordChangeResult', PASSWORD_CHANGE_RESULT_SCHEMA) },
    ],
  },
  {
    family: '权限',
    calls: [
      { method: 'POST', path: API.adminCheck, summary: '账号的权限：全部为 0，受限为 1031 与 permission', body: adminCheckBody, codes: [ErrorCode.PermissionRestricted], answer: named('FullAccess', FULL_ACCESS_SCHEMA) },
      { method: 'POST', path: API.moduleCheck, summary: '导航前的模块权限检查：0 或 1029', body: moduleCheckBody, answer: NO_DATA },
      { method: 'GET', path: API.permissionList, summary: '管理员账号列表', paged: true, answer: ADMIN_ACCOUNT },
      { method: 'GET', path: 'account/permission/management/detail/:id', summary: '管理员账号详情与审计记录', idFromList: true, answer: named('AdminAccountDetail', ADMIN_ACCOUNT_DETAIL_SCHEMA) },
      { method: 'POST', path: API.adminCreate, summary: '新建管理员账号', codes: [ErrorCode.NameExists], answer: ADMIN_ACCOUNT },
      { method: 'POST', path: API.adminUpdate, summary: '修改管理员账号', answer: ADMIN_ACCOUNT },
      { method: 'POST', path: API.permissionCheck, summary: '某账号能否打开这些路径', answer: named('PathCheckResult', PATH_CHECK_RESULT_SCHEMA) },
    ],
  },
  {
    family: '上传',
    calls: [
      { method: 'POST', path: 'upload/image', summary: '上传模块图片 {module, field, fileName, data}', codes: [ErrorCode.PayloadTooLarge], answer: IMAGE_URL },
      { method: 'POST', path: 'upload/file', summary: '上传模块文件 {module, field, fileName, data}：类型与大小按字段声明', codes: [ErrorCode.PayloadTooLarge], answer: STORED_FILE_INFO },
      { method: 'GET', path: 'upload/files/:id/:name', summary: '文件字段的文件（按名称下载；?download=1 作为附件）', binary: Object.values(FILE_TYPES).map((type) => type.mime) },
      { method: 'GET', path: 'upload/files/:id/:name/info', summary: '文件字段的文件信息：名称、类型、大小、SHA-256', answer: STORED_FILE_INFO },
      { method: 'GET', path: 'upload/files/:name', summary: '已上传的文件（按内容哈希）；加 ?x-oss-process=image/resize,l_320/format,webp 得缩略图（WebP）', binary: [...Object.values(IMAGE_FORMATS).map((format) => format.mime), 'image/webp'] },
    ],
  },
  {
    family: 'H5 发布系统',
    calls: [
      { method: 'GET', path: `${H5}folder/:id`, summary: '文件夹内容', answer: named('H5FolderListing', H5_FOLDER_LISTING_SCHEMA) },
      { method: 'GET', path: `${H5}file/:id`, summary: '文件详情', answer: named('H5FileDetail', H5_FILE_DETAIL_SCHEMA) },
      { method: 'GET', path: `${H5}content/:id`, summary: '文件内容', binary: H5_MEDIA_TYPES },
      { method: 'POST', path: `${H5}add`, summary: '新建文件夹', codes: [ErrorCode.NameExists], answer: named('H5Folder', H5_FOLDER_SCHEMA) },
      { method: 'PUT', path: `${H5}filename/:id`, summary: '重命名', codes: [ErrorCode.NameExists], answer: named('H5Item', H5_ITEM_SCHEMA) },
      { method: 'POST', path: `${H5}delete`, summary: '删除文件或文件夹', answer: H5_DELETED },
      { method: 'POST', path: `${H5}remark/update`, summary: '修改备注', answer: H5_UPDATED },
      { method: 'POST', path: `${H5}gitid`, summary: '关联 git 版本', answer: H5_UPDATED },
      { method: 'POST', path: `${H5}upload/check`, summary: '上传前检查同名文件', answer: named('H5UploadCheck', H5_UPLOAD_CHECK_SCHEMA) },
      { method: 'POST', path: `${H5}upload`, summary: '上传文件', codes: [ErrorCode.PayloadTooLarge], answer: named('H5File', H5_FILE_SCHEMA) },
      { method: 'POST', path: `${H5}check`, summary: '预发布前检查', answer: H5_CHECK_RESULT },
      { method: 'POST', path: `${H5}prepublish`, summary: '预发布', answer: named('H5Prepublished', H5_PREPUBLISHED_SCHEMA) },
      { method: 'GET', path: `${H5}prepublish/list`, summary: '预发布列表', paged: true, answer: named('H5PrepublishEntry', H5_PREPUBLISH_ENTRY_SCHEMA) },
      { method: 'POST', path: `${H5}prepublish/check`, summary: '预发布检查', answer: H5_CHECK_RESULT },
      { method: 'POST', path: `${H5}prepublish/delete`, summary: '删除预发布', answer: H5_DELETED },
      { method: 'POST', path: `${H5}publish`, summary: '发布（立即或定时）', codes: [ErrorCode.WithdrawConflict], answer: named('H5Published', H5_PUBLISHED_SCHEMA) },
      { method: 'GET', path: `${H5}publish/list`, summary: '已发布列表', paged: true, answer: named('H5LiveFile', H5_LIVE_FILE_SCHEMA) },
      { method: 'POST', path: `${H5}revoke/:id`, summary: '撤回到上一版本', codes: [ErrorCode.WithdrawConflict], answer: named('H5RevokeResult', H5_REVOKE_RESULT_SCHEMA) },
      { method: 'GET', path: `${H5}publish/history`, summary: '发布历史', paged: true, answer: named('H5HistoryEntry', H5_HISTORY_ENTRY_SCHEMA) },
      { method: 'GET', path: `${H5}overview`, summary: '发布总览', answer: named('H5Overview', H5_OVERVIEW_SCHEMA) },
    ],
  },
  {
    family: '文章',
    calls: [
      { method: 'POST', path: ARTICLE_API_BASE, summary: '新建文章', body: articleInputSchema, answer: ARTICLE_DETAIL },
      { method: 'GET', path: `${ARTICLE_API_BASE}list`, summary: '文章库', paged: true, answer: ARTICLE },
      { method: 'GET', path: `${ARTICLE_API_BASE}detail`, summary: '文章详情（?linkId=）', fromList: { linkId: 'linkId' }, answer: ARTICLE_DETAIL },
      { method: 'POST', path: `${ARTICLE_API_BASE}save`, summary: '保存文章（linkId 指明哪一篇）', body: z.intersection(articleInputSchema, z.object({ linkId: LINK_ID })), answer: ARTICLE_DETAIL },
      { method: 'POST', path: `${ARTICLE_API_BASE}delete`, summary: '删除到回收站', codes: [ErrorCode.Duplicate], answer: named('ArticleDeleteAnswer', ARTICLE_DELETE_ANSWER_SCHEMA) },
      { method: 'GET', path: `${ARTICLE_API_BASE}recycle/list`, summary: '回收站', paged: true, answer: ARTICLE },
      { method: 'POST', path: `${ARTICLE_API_BASE}recovery`, summary: '从回收站恢复', answer: named('ArticleRecoveryAnswer', ARTICLE_RECOVERY_ANSWER_SCHEMA) },
      { method: 'GET', path: `${ARTICLE_API_BASE}check/status`, summary: '文章被哪些运营位使用（?id=，文章的 linkId）', fromList: { id: 'linkId' }, answer: named('ArticleInUse', ARTICLE_IN_USE_SCHEMA) },
      { method: 'POST', path: `${ARTICLE_API_BASE}update/pageview`, summary: '设置显示的阅读量', answer: named('ArticlePageview', ARTICLE_PAGEVIEW_ANSWER_SCHEMA) },
      { method: 'GET', path: `${ARTICLE_API_BASE}relatedmanagers/list`, summary: '可关联的基金经理', answer: named('RelatedManager', RELATED_MANAGER_SCHEMA, true) },
      { method: 'POST', path: `${ARTICLE_API_BASE}image`, summary: '上传正文图片', codes: [ErrorCode.PayloadTooLarge], answer: IMAGE_URL },
    ],
  },
  {
    family: '资讯',
    calls: [
      { method: 'GET', path: `${INFORMATION_API_BASE}list`, summary: '资讯列表', paged: true, answer: named('Information', INFORMATION_ROW_SCHEMA) },
      { method: 'GET', path: `${INFORMATION_API_BASE}detail`, summary: '资讯详情（?linkId=）', fromList: { linkId: 'linkId' }, answer: INFORMATION_DETAIL },
      { method: 'POST', path: INFORMATION_API_BASE, summary: '新建资讯', body: informationInputSchema, answer: INFORMATION_DETAIL },
      { method: 'POST', path: `${INFORMATION_API_BASE}save`, summary: '保存资讯（linkId 指明哪一条；source 须与其来源一致）', body: z.intersection(informationInputSchema, z.object({ linkId: LINK_ID, source: z.string().optional() })), answer: INFORMATION_DETAIL },
      { method: 'POST', path: `${INFORMATION_API_BASE}featured`, summary: '设为精选', answer: named('InformationFeaturedAnswer', INFORMATION_FEATURED_ANSWER_SCHEMA) },
    ],
  },
  {
    family: '基金',
    calls: [
      { method: 'GET', path: 'operation/wm/origin/funds', summary: '基金源数据', answer: named('CatalogueFund', CATALOGUE_FUND_SCHEMA, true) },
      { method: 'GET', path: FUNDS, summary: '基金库', paged: true, answer: FUND },
      { method: 'POST', path: FUNDS, summary: '新增基金', body: fundInputSchema, codes: [ErrorCode.Duplicate], answer: named('FundCreated', FUND_CREATED_SCHEMA) },
      { method: 'POST', path: `${FUNDS}/update`, summary: '修改基金', body: fundUpdateSchema, answer: FUND },
      { method: 'GET', path: `${FUNDS}/detail`, summary: '基金详情（?id=）', fromList: { id: 'id' }, answer: named('FundDetail', FUND_DETAIL_SCHEMA) },
      { method: 'POST', path: `${FUNDS}/delete`, summary: '删除基金', codes: [ErrorCode.Duplicate], answer: named('FundDeleteAnswer', FUND_DELETE_ANSWER_SCHEMA) },
    ],
  },
  {
    family: '基金经理',
    calls: [
      { method: 'GET', path: `${MANAGERS}list`, summary: '基金经理库', paged: true, answer: MANAGER },
      { method: 'POST', path: `${MANAGERS}create`, summary: '新增基金经理', body: managerInputSchema, answer: named('ManagerCreated', MANAGER_CREATED_SCHEMA) },
      { method: 'POST', path: `${MANAGERS}update`, summary: '修改基金经理', body: managerUpdateSchema, answer: MANAGER },
      { method: 'GET', path: `${MANAGERS}detail`, summary: '基金经理详情（?id=）', fromList: { id: 'id' }, answer: named('ManagerDetail', MANAGER_DETAIL_SCHEMA) },
      { method: 'POST', path: `${MANAGERS}delete`, summary: '删除基金经理', codes: [ErrorCode.Duplicate], answer: named('ManagerDeleteAnswer', MANAGER_DELETE_ANSWER_SCHEMA) },
      { method: 'GET', path: `${MANAGERS}funds`, summary: '基金经理管理的基金（?id=）', fromList: { id: 'id' }, answer: named('LibraryItem', LIBRARY_ITEM_SCHEMA, true) },
      { method: 'POST', path: 'operation/wm/managers/image/update', summary: '修改基金经理头像', answer: IMAGE_URL },
    ],
  },
  {
    family: '个股资讯审批',
    calls: [
      { method: 'GET', path: `${NEWS}list`, summary: '个股资讯列表', paged: true, answer: named('StockNewsRow', STOCK_NEWS_ROW_SCHEMA) },
      { method: 'GET', path: `${NEWS}detail/:id`, summary: '个股资讯详情', idFromList: true, answer: STOCK_NEWS_DETAIL },
      { method: 'POST', path: `${NEWS}save`, summary: '保存个股资讯', answer: named('StockNewsSaved', STOCK_NEWS_SAVED_SCHEMA) },
      { method: 'POST', path: `${NEWS}publish`, summary: '发布', codes: [ErrorCode.WithdrawConflict], answer: STOCK_NEWS_DETAIL },
      { method: 'POST', path: `${NEWS}publish/out`, summary: '下架', codes: [ErrorCode.WithdrawConflict, ErrorCode.OffShelfApprovalInProgress], answer: STOCK_NEWS_DETAIL },
      { method: 'POST', path: `${NEWS}h5/publish/push`, summary: '推送发布审批', codes: [ErrorCode.WithdrawConflict], answer: STOCK_NEWS_DETAIL },
      { method: 'POST', path: `${NEWS}h5/out/push`, summary: '推送下架审批', codes: [ErrorCode.WithdrawConflict, ErrorCode.OffShelfApprovalInProgress], answer: STOCK_NEWS_DETAIL },
      { method: 'GET', path: `${NEWS}link/level`, summary: '某审批环节的审批链接（?screen=）', query: { screen: String(APPROVAL_SCREENS[0]) }, answer: APPROVAL_LINK },
      { method: 'GET', path: `${NEWS}link/:id`, summary: '某审批环节的审批链接（:id 为环节号）', answer: APPROVAL_LINK },
      { method: 'GET', path: `${NEWS}h5/:status`, summary: '审批页（签名链接，无需登录）', codes: [ErrorCode.RoleRefused], answer: named('StockNewsApprovalItem', STOCK_NEWS_APPROVAL_ITEM_SCHEMA, true) },
      { method: 'POST', path: `${NEWS}h5/:id/agree`, summary: '审批通过（签名链接）', codes: [ErrorCode.WithdrawConflict, ErrorCode.RoleRefused], answer: STOCK_NEWS_DETAIL },
      { method: 'POST', path: `${NEWS}h5/:id/reject`, summary: '审批驳回（签名链接）', codes: [ErrorCode.WithdrawConflict, ErrorCode.RoleRefused], answer: STOCK_NEWS_DETAIL },
    ],
  },
  {
    family: '其他个股资讯',
    calls: [
      { method: 'GET', path: `${OTHER}stock/search`, summary: '搜索股票', answer: named('OtherNewsStock', OTHER_NEWS_STOCK_SCHEMA, true) },
      { method: 'GET', path: `${OTHER}stock/symbol`, summary: '按代码取股票（?symbol=）', query: { symbol: '00700.HK' }, answer: named('OtherNewsStock', OTHER_NEWS_STOCK_SCHEMA) },
      { method: 'GET', path: `${OTHER}list`, summary: '其他个股资讯列表', paged: true, answer: named('OtherNewsRow', OTHER_NEWS_ROW_SCHEMA) },
      { method: 'GET', path: `${OTHER}detail/:id`, summary: '详情', idFromList: true, answer: OTHER_NEWS_DETAIL },
      { method: 'POST', path: `${OTHER}:id/publish`, summary: '发布', codes: [ErrorCode.WithdrawConflict], answer: OTHER_NEWS_DETAIL },
      { method: 'POST', path: `${OTHER}:id/out`, summary: '下架', codes: [ErrorCode.WithdrawConflict], answer: OTHER_NEWS_DETAIL },
      { method: 'GET', path: `${OTHER}link/:id`, summary: '审批链接', idFromList: true, answer: APPROVAL_LINK },
      { method: 'GET', path: `${OTHER}h5/list`, summary: '审批页列表（签名链接）', codes: [ErrorCode.RoleRefused], answer: named('OtherNewsApprovalItem', OTHER_NEWS_APPROVAL_ITEM_SCHEMA, true) },
      { method: 'POST', path: `${OTHER}h5/:id/agree`, summary: '审批通过（签名链接）', codes: [ErrorCode.WithdrawConflict, ErrorCode.RoleRefused], answer: OTHER_NEWS_DETAIL },
      { method: 'POST', path: `${OTHER}h5/:id/reject`, summary: '审批驳回（签名链接）', codes: [ErrorCode.WithdrawConflict, ErrorCode.RoleRefused], answer: OTHER_NEWS_DETAIL },
    ],
  },
  {
    family: '假期通知（公开页）',
    calls: [{ method: 'GET', path: 'operation/broker/holiday/message/list', summary: '生效中的假期通知（无需登录）', answer: named('HolidayMessageList', HOLIDAY_MESSAGE_LIST_SCHEMA) }],
  },
  {
    family: '短信登录与查询',
    calls: [
      { method: 'POST', path: 'sms/login/code', summary: '发送短信验证码', codes: [ErrorCode.SmsCooldown, ErrorCode.SmsDailyLimit], answer: named('SmsSendResult', SMS_SEND_RESULT_SCHEMA) },
      {
        method: 'POST',
        path: 'sms/login/verify',
        summary: '短信验证码登录',
        codes: [ErrorCode.SigninSuccess, ErrorCode.SmsCodeWrong, ErrorCode.SmsCodeExpired, ErrorCode.SmsCodeVoided, ErrorCode.NoPermittedPaths],
        endsSession: true,
        answer: named('SmsSigninResult', SMS_SIGNIN_RESULT_SCHEMA),
      },
      { method: 'GET', path: 'sms/query/codes', summary: '查询已发送的验证码（?phone=）', query: { phone: '+85291234567' }, answer: named('SmsLookup', SMS_LOOKUP_SCHEMA) },
      { method: 'GET', path: 'sms/query/log', summary: '查询记录', paged: true, answer: named('SmsLookupLogRow', SMS_LOOKUP_LOG_ROW_SCHEMA) },
    ],
  },
  {
    family: '批量活动页（公开页）',
    calls: [
      { method: 'GET', path: BATCH_ACTIVITY_API.list, summary: '生效中的活动（?type=，无需登录）', answer: named('BatchActivityPage', BATCH_ACTIVITY_PAGE_SCHEMA) },
      { method: 'GET', path: `${BATCH_ACTIVITY_API.banner}/:id`, summary: '活动横幅 JPEG（无需登录）', binary: [IMAGE_FORMATS.jpg.mime] },
    ],
  },
];
