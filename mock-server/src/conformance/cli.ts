/**
 * `pnpm conformance --backend URL --account A --password P [--captcha-answer X] [--write] [--json report.json]`
 * checks a backend against `mock-server/openapi/openapi.json`. Exit 0 only when every operation conforms. See mock-server/docs/conformance-kit.md.
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { DEFAULT_API_PREFIX, DEFAULT_SIGNIN_CIPHER } from 'shared-ui/contract';
import { formatReport } from './report';
import { allConform, runConformance, type Credentials } from './run';

const USAGE = `用法：pnpm conformance --backend <URL> --account <账号> --password <密码> [选项]
  --captcha-answer X        每个验证码的答案（测试环境的固定答案）；不给则把验证码图片存到临时文件并在终端询问
  --second-account A --second-password P     角色规则用的第二个账号（默认 mock-server 的 reader / Reader@123）
  --limited-account A --limited-password P   缺少部分模块的账号（默认 mock-server 的 editor / Editor@123）
  --prefix /v2/cms/         接口前缀（同 CMS_API_PREFIX）
  --signin-key K --signin-iv V               登录 info 的 AES-128-CBC 密钥与 IV（同 CMS_SIGNIN_KEY / CMS_SIGNIN_IV）
  --write                   每个模块接口跑一遍 保存 → 预发布 → 发布 → 撤回/下架 → 历史，并清理
  --json report.json        写出 JSON 报告
  --document file           约定文档（默认 mock-server/openapi/openapi.json）
  --verbose                 列出每个操作（默认只列不符的）`;

const SEEDED = { second: { account: 'reader', password: 'Reader@123' }, limited: { account: 'editor', password: 'Editor@123' } };

function pair(account: string | undefined, password: string | undefined, fallback: Credentials): Credentials {
  return account === undefined ? fallback : { account, password: password ?? '' };
}

async function askCaptcha(png: string): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'cms-captcha-')), 'captcha.png');
  writeFileSync(file, Buffer.from(png.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(`验证码图片：${file}\n请输入验证码：`)).trim();
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      backend: { type: 'string' },
      account: { type: 'string' },
      password: { type: 'string' },
      'captcha-answer': { type: 'string' },
      'second-account': { type: 'string' },
      'second-password': { type: 'string' },
      'limited-account': { type: 'string' },
      'limited-password': { type: 'string' },
      prefix: { type: 'string', default: DEFAULT_API_PREFIX },
      'signin-key': { type: 'string', default: DEFAULT_SIGNIN_CIPHER.key },
      'signin-iv': { type: 'string', default: DEFAULT_SIGNIN_CIPHER.iv },
      write: { type: 'boolean', default: false },
      json: { type: 'string' },
      document: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.backend || !values.account || values.password === undefined) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const bar = new SingleBar({ format: '检查中 [{bar}] {value}/{total} {label}', stream: process.stderr, noTTYOutput: true, notTTYSchedule: 5000, hideCursor: true });
  bar.start(1, 0, { label: '' });
  let report;
  try {
    report = await runConformance({
      backend: values.backend,
      prefix: values.prefix,
      cipher: { key: values['signin-key'], iv: values['signin-iv'] },
      ...(values['captcha-answer'] !== undefined ? { captchaAnswer: values['captcha-answer'] } : { askCaptcha }),
      main: { account: values.account, password: values.password },
      second: pair(values['second-account'], values['second-password'], SEEDED.second),
      limited: pair(values['limited-account'], values['limited-password'], SEEDED.limited),
      ...(values.document ? { document: values.document } : {}),
      write: values.write,
      onProgress: (done, total, label) => {
        bar.setTotal(total);
        bar.update(done, { label });
      },
    });
  } finally {
    bar.stop();
  }
  console.log(formatReport(report, { verbose: values.verbose }));
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  return allConform(report) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`conformance：${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
