/**
 * The error catalogue of spec §8: code → the Chinese message a person sees.
 * The browser shows these; mock-server answers with them, so both read one table.
 */
export const ErrorCode = {
  /** A non-200 HTTP answer, as the API client reports it. */
  RequestFailed: -1,
  Success: 0,
  SigninSuccess: 200,
  BadRequest: 400,
  SessionInvalid: 401,
  RoleRefused: 403,
  PayloadTooLarge: 413,
  SaveOrPublishFailed: 1000,
  IllegalCharacters: 1001,
  PresetTimeOverlap: 1013,
  WithdrawConflict: 1015,
  SaveFirst: 1017,
  Duplicate: 1019,
  ConfigNotJson: 1023,
  OffShelfApprovalInProgress: 1025,
  PublishLimitReached: 1027,
  /** A save or copy would supersede or replace what is already there: the screen asks 是否覆盖 and resends. */
  OverwriteQuestion: 1041,
  /** A save based on a version someone else has since replaced (staleSave.ts): compare, reload or overwrite. */
  StaleSave: 1043,
  NoModulePermission: 1029,
  PermissionRestricted: 1031,
  CaptchaWrong: 1101,
  CredentialsWrong: 1102,
  AccountLocked: 1103,
  CaptchaNotVerified: 1104,
  NoPermittedPaths: 1105,
  ValidationFailed: 1106,
  NotFound: 1107,
  /** SMS sign-in (smsCode.ts): the phone's resend cool-down runs (`data.retryAfter`). */
  SmsCooldown: 1120,
  SmsDailyLimit: 1121,
  SmsCodeWrong: 1122,
  SmsCodeExpired: 1123,
  SmsCodeVoided: 1124,
  NameExists: 1401,
  /**
   * The account signs in with an initial password an admin set and must replace it first (HTTP 403 on every call but
   * `login/…`). Its own code, so that 1031 keeps the one meaning spec §6 gives it: restricted, with the permitted paths.
   */
  InitialPasswordMustChange: 1131,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

const MESSAGES: Record<number, string> = {
  [ErrorCode.RequestFailed]: '请求失败，请稍后重试',
  [ErrorCode.Success]: '操作成功',
  [ErrorCode.SigninSuccess]: '登录成功',
  [ErrorCode.BadRequest]: '请求格式错误',
  [ErrorCode.SessionInvalid]: '登录已失效，请重新登录',
  [ErrorCode.RoleRefused]: '抱歉，您没有权限进行此操作',
  [ErrorCode.PayloadTooLarge]: '提交的内容过大',
  [ErrorCode.SaveOrPublishFailed]: '保存或发布失败',
  [ErrorCode.IllegalCharacters]: '输入内容包含非法字符，请检查',
  [ErrorCode.PresetTimeOverlap]: '预设发布时间重复或重叠，请重新设置',
  [ErrorCode.WithdrawConflict]: '该内容已被处理，列表已刷新',
  [ErrorCode.SaveFirst]: '请先保存当前信息',
  [ErrorCode.Duplicate]: '内容重复，请勿重复添加',
  [ErrorCode.ConfigNotJson]: '配置项必须为 JSON 格式',
  [ErrorCode.OffShelfApprovalInProgress]: '运营下架审批中',
  [ErrorCode.PublishLimitReached]: '发布数量已达上限 20 个，请先下架专题',
  [ErrorCode.OverwriteQuestion]: '已存在同一内容的配置，是否覆盖？',
  [ErrorCode.StaleSave]: '内容已被他人修改，请比较后选择重新加载或覆盖',
  [ErrorCode.NoModulePermission]: '抱歉，您没有该模块的权限',
  [ErrorCode.PermissionRestricted]: '权限受限',
  [ErrorCode.CaptchaWrong]: '验证码错误，请重新输入',
  [ErrorCode.CredentialsWrong]: '账号或密码错误',
  [ErrorCode.AccountLocked]: '登录失败次数过多，账号已锁定 15 分钟',
  [ErrorCode.CaptchaNotVerified]: '请先通过验证码校验',
  [ErrorCode.NoPermittedPaths]: '抱歉，您没有任何模块的权限，请联系管理员',
  [ErrorCode.ValidationFailed]: '输入内容不符合要求，请检查',
  [ErrorCode.NotFound]: '记录不存在',
  [ErrorCode.SmsCooldown]: '发送过于频繁，请稍后再获取验证码',
  [ErrorCode.SmsDailyLimit]: '该手机号今日获取验证码的次数已达上限，请明天再试',
  [ErrorCode.SmsCodeWrong]: '短信验证码错误',
  [ErrorCode.SmsCodeExpired]: '短信验证码已失效，请重新获取',
  [ErrorCode.SmsCodeVoided]: '短信验证码错误次数过多，已作废，请重新获取',
  [ErrorCode.NameExists]: '名称已存在',
  [ErrorCode.InitialPasswordMustChange]: '请先修改初始密码',
};

/** Messages for conditions that have no code of their own. */
export const Messages = {
  networkError: '网络错误，请求失败',
  sessionInvalid: '登录已失效，3 秒后将退出登录',
  dbError: '数据库错误（db err），无法获取权限',
  emptyTable: '暂无数据',
  publishFailed: '发布失败',
  /** A path the server has no endpoint for (answered with code 1107, whose catalogue message is about records). */
  unknownEndpoint: '接口不存在',
  required: (label: string) => `请输入${label}`,
} as const;

/** The Chinese message for a code; `fallback` (the server's own msg) wins for codes the catalogue does not know. */
export function errorMessage(code: number, fallback?: string): string {
  return MESSAGES[code] ?? (fallback && fallback.length > 0 ? fallback : MESSAGES[ErrorCode.RequestFailed]!);
}

/** Every code the catalogue knows, for table-driven tests and documentation. */
export function catalogueCodes(): number[] {
  return Object.keys(MESSAGES).map(Number);
}
