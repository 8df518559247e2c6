/** `pnpm build`: production bundles of the shell and every remote, two at a time (the machine has two cores). */
import fs from 'node:fs';
import path from 'node:path';
import { APP_PACKAGES, ROOT, run } from './lib/workspace';

/** Where the last successful build's wall time is kept, so `SKIP_BUILD=1 pnpm bench` can still report it. */
const BUILD_TIME_FILE = path.join(ROOT, '.bench', 'build-time.json');

export async function buildAll(): Promise<boolean> {
  const started = Date.now();
  const filters = APP_PACKAGES.flatMap((pkg) => ['--filter', pkg]);
  const code = await run('pnpm', [...filters, '--workspace-concurrency=2', 'run', 'build']);
  if (code !== 0) return false;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`所有前端包构建完成，用时 ${String(seconds)} 秒`);
  fs.mkdirSync(path.dirname(BUILD_TIME_FILE), { recursive: true });
  fs.writeFileSync(BUILD_TIME_FILE, `${JSON.stringify({ seconds, date: new Date().toISOString() })}\n`);
  return true;
}

/** Wall time in seconds of the last successful `buildAll`, or null when none was recorded. */
export function lastBuildSeconds(): number | null {
  try {
    const { seconds } = JSON.parse(fs.readFileSync(BUILD_TIME_FILE, 'utf8')) as { seconds: unknown };
    return typeof seconds === 'number' ? seconds : null;
  } catch {
    return null;
  }
}

if (require.main === module) {
  void buildAll().then((ok) => process.exit(ok ? 0 : 1));
}
