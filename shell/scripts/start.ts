/** `pnpm start`: build (when needed) and serve the whole product at http://localhost:3000 (PORT to change). */
import { buildAll } from './build';
import { isBuilt } from './lib/workspace';
import { serveProduct } from './serveProduct';

async function main(): Promise<void> {
  if (process.env.SKIP_BUILD !== '1' || !isBuilt()) {
    if (!(await buildAll())) process.exit(1);
  }
  const product = await serveProduct();
  console.log(`内容与运营管理后台已启动：${product.url}  （后端：${product.backend}）`);
  const shutdown = () => {
    void product.close().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
