/**
 * zod's own messages — for a problem a schema gives no words of its own — in simplified Chinese, in the browser and in
 * mock-server alike: every message a person reads is Chinese. A missing or mistyped value gets plain words rather than
 * the locale's (which names JavaScript types such as `string` and `undefined`); everything else takes zod's zh-CN.
 */
import { z } from 'zod';

z.config(z.locales.zhCN());
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined || issue.input === null ? '请填写此项' : '类型不正确';
  },
});
