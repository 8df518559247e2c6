/**
 * `pnpm --filter mock-server start` (or `pnpm mock`). Configuration comes from the environment only:
 * MOCK_PORT (4000), MOCK_DB (mock-server/.data/cms.sqlite, or ':memory:'), MOCK_CAPTCHA (fixed captcha answer),
 * MOCK_SIGNIN_KEY / MOCK_SIGNIN_IV (the contract's default cipher), MOCK_SESSION_TTL_MS (8 hours), MOCK_LOG=1,
 * MOCK_CLOCK=1 (serve `GET|POST /__test/clock` to read and move the server's clock; for end-to-end tests only),
 * MOCK_DATA_DIR (the H5 release system's file bytes; default `h5-files` beside the database file, for ':memory:' a
 * temporary folder removed on exit).
 */
import { resolve } from 'node:path';
import { DEFAULT_SIGNIN_CIPHER } from 'shared-ui/contract';
import { DEFAULT_SESSION_TTL_MS } from './auth/authPolicy';
import { buildServer } from './buildServer';

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

async function main(): Promise<void> {
  const port = positiveInteger('MOCK_PORT', 4000);
  const app = await buildServer({
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
  });

  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`mock-server: error while closing on ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);

  await app.listen({ port, host: HOST });
  console.log(`mock-server listening on http://${HOST}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
