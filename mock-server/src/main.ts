/**
 * `pnpm --filter mock-server start` (or `pnpm mock`). Configuration comes from the environment only:
 * MOCK_PORT (4000), MOCK_DB (mock-server/.data/cms.sqlite, or ':memory:'), MOCK_CAPTCHA (fixed captcha answer),
 * MOCK_SIGNIN_KEY / MOCK_SIGNIN_IV (the contract's default cipher), MOCK_SESSION_TTL_MS (8 hours), MOCK_LOG=1,
 * MOCK_CLOCK=1 (serve `GET|POST /__test/clock` to read and move the server's clock; for end-to-end tests only),
 * MOCK_DATA_DIR (the H5 release system's file bytes; default `h5-files` beside the database file, for ':memory:' a
 * temporary folder removed on exit), MOCK_REQUEST_TIMEOUT_MS (30000: a request not received whole by then is answered
 * 408 and its connection dropped; tests set it short), MOCK_SMS_CODE (every SMS sign-in code is these six digits;
 * random otherwise). mock-server sends no real SMS: each text is printed here, where a demo reads its code.
 *
 * Stopping: the first SIGTERM or SIGINT starts `app.close()`, which lets requests in flight finish; connections still
 * open after CLOSE_DEADLINE_MS (3 s) are destroyed. A second or later signal never cuts the close short: it only
 * destroys the open connections at once. Every way out closes the database and removes the temporary folder first,
 * then exits: 0 when the close succeeded, 1 when it failed or the server could not start.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SIGNIN_CIPHER, formatPhone } from 'shared-ui/contract';
import { DEFAULT_SESSION_TTL_MS } from './auth/authPolicy';
import { buildServer, type BuildServerOptions } from './buildServer';
import { CLOSE_DEADLINE_MS, CLOSE_LAST_RESORT_MS, REQUEST_TIMEOUT_MS, setRequestTimeout } from './http/serverLimits';

const HOST = '127.0.0.1';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** The contract's cipher is AES-128: a key or IV of any other length would silently change the algorithm. */
function sixteenBytes(name: string, fallback: string): string {
  const value = process.env[name] || fallback;
  if (Buffer.byteLength(value, 'utf8') !== 16) throw new Error(`${name} must be 16 bytes of UTF-8, got "${value}"`);
  return value;
}

type Stop = (reason: string, exitCode?: 0 | 1) => void;

/**
 * Stops `app` however many times it is asked. The first call starts `close()` and gives requests in flight until the
 * deadline; each later call (a second Ctrl-C, an impatient supervisor) destroys the open connections at once, which
 * lets the same close finish; it never exits on its own, so the database and the temporary folder are always cleaned
 * up. Exits with `exitCode` of the first call (0 unless the stop is for a failure), or 1 when closing fails.
 */
function stopper(app: FastifyInstance): Stop {
  let started = false;
  return (reason, exitCode = 0) => {
    if (started) {
      console.log(`mock-server：再次收到 ${reason}，立即断开所有连接`);
      app.server.closeAllConnections();
      return;
    }
    started = true;
    console.log(`mock-server：收到 ${reason}，正在关闭…`);
    const deadline = setTimeout(() => {
      console.log(`mock-server：${CLOSE_DEADLINE_MS / 1000} 秒内仍有请求未结束，断开所有连接`);
      app.server.closeAllConnections();
      // Without connections nothing should hold the close up; if something still does, clean up here and go.
      setTimeout(() => {
        console.error('mock-server：关闭未能完成，直接关闭数据库、删除临时文件夹后退出');
        try {
          app.cms.db.close();
        } catch (error) {
          console.error(error);
        }
        app.cms.h5.close();
        process.exit(1);
      }, CLOSE_LAST_RESORT_MS);
    }, CLOSE_DEADLINE_MS);
    app.close().then(
      () => {
        clearTimeout(deadline);
        process.exit(exitCode);
      },
      (error: unknown) => {
        console.error(`mock-server：关闭时出错（${reason}）`, error);
        process.exit(1);
      },
    );
  };
}

async function main(): Promise<void> {
  const port = positiveInteger('MOCK_PORT', 4000);
  const requestTimeoutMs = positiveInteger('MOCK_REQUEST_TIMEOUT_MS', REQUEST_TIMEOUT_MS);
  const options: BuildServerOptions = {
    dbPath: process.env.MOCK_DB || resolve(__dirname, '../.data/cms.sqlite'),
    captchaAnswer: process.env.MOCK_CAPTCHA || undefined,
    cipher: {
      key: sixteenBytes('MOCK_SIGNIN_KEY', DEFAULT_SIGNIN_CIPHER.key),
      iv: sixteenBytes('MOCK_SIGNIN_IV', DEFAULT_SIGNIN_CIPHER.iv),
    },
    sessionTtlMs: positiveInteger('MOCK_SESSION_TTL_MS', DEFAULT_SESSION_TTL_MS),
    logger: process.env.MOCK_LOG === '1',
    testClock: process.env.MOCK_CLOCK === '1',
    dataDir: process.env.MOCK_DATA_DIR || undefined,
    smsCode: process.env.MOCK_SMS_CODE || undefined,
    smsOutbox: (sms) => console.log(`mock-server：短信 → ${formatPhone(sms.phone)}：${sms.text}`),
  };

  // Signals are caught from the start: one that arrived while the server was being built (seeding takes a moment)
  // would otherwise end the process at once, with the database open and the temporary folder left behind. It is
  // acted on as soon as the server exists. `on`, not `once`: with no listener left, a second signal would kill the
  // process in the middle of the close.
  let stop: Stop | null = null;
  let signalledDuringBuild: NodeJS.Signals | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stop) stop(signal);
    else signalledDuringBuild ??= signal;
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  const app = await buildServer(options);
  // The limit lives on Node's server (where Fastify puts its own option); set before listen, it holds from the first
  // request.
  setRequestTimeout(app.server, requestTimeoutMs);
  stop = stopper(app);
  if (signalledDuringBuild) {
    stop(signalledDuringBuild);
    return;
  }
  try {
    await app.listen({ port, host: HOST });
  } catch (error) {
    console.error(`mock-server：无法在 ${HOST}:${port} 上监听`, error);
    stop('启动失败', 1);
    return;
  }
  console.log(`mock-server listening on http://${HOST}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
