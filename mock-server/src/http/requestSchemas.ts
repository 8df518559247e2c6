/**
 * Request bodies, with messages that name the field in Chinese so the person (or integrator) knows what to fix.
 * Reused by later endpoints: `textField` for any required short text, `routePath` for any route path.
 */
import { z } from 'zod';

const NOT_AN_OBJECT = '请求内容必须是 JSON 对象';

export function textField(label: string, field: string, maxLength = 64) {
  return z
    .string({ error: `${label}（${field}）必须是文本` })
    .trim()
    .min(1, { error: `请输入${label}（${field}）` })
    .max(maxLength, { error: `${label}（${field}）不能超过 ${maxLength} 个字符` });
}

export function routePath(label: string, field: string) {
  return z
    .string({ error: `${label}（${field}）必须是以 / 开头的文本` })
    .max(512, { error: `${label}（${field}）不能超过 512 个字符` })
    .refine((value) => value.startsWith('/'), { error: `${label}（${field}）必须以 / 开头` });
}

function body<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: NOT_AN_OBJECT });
}

export const verifyCaptchaBody = body({
  verifyKey: textField('验证码标识', 'verifyKey', 64),
  input: textField('验证码', 'input', 16),
});

/** `info` is checked by `decryptCredentials`, which turns anything unusable into "credentials wrong". */
export const signinBody = body({ info: z.unknown() });

export const adminCheckBody = body({ account: textField('账号', 'account', 64) });

export const moduleCheckBody = body({ path: routePath('模块路径', 'path') });
