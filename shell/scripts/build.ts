/** `pnpm build`: production bundles of the shell and every remote, two at a time (the machine has two cores). */
import { APP_PACKAGES, run } from './lib/workspace';

export async function buildAll(): Promise<boolean> {
  const started = Date.now();
  const filters = APP_PACKAGES.flatMap((pkg) => ['--filter', pkg]);
  const code = await run('pnpm', [...filters, '--workspace-concurrency=2', 'run', 'build']);
  if (code === 0) console.log(`所有前端包构建完成，用时 ${((Date.now() - started) / 1000).toFixed(0)} 秒`);
  return code === 0;
}

if (require.main === module) {
  void buildAll().then((ok) => process.exit(ok ? 0 : 1));
}
