/**
 * In a remote: the code its screens can load from the remote itself, worked out from the module graph at build time.
 * That is what the fallbacks of its consumed shared modules reach, leaving out the shared modules the shell has loaded
 * before any remote runs (`shellLoaded`: React, emotion, MUI's foundations and the first screen's components), whose
 * fallbacks never run. The remote's `mui-area` group holds the MUI part of it.
 *
 * A fallback's walk follows static imports and stops at another consumed shared module (a root of its own when the
 * shell has not loaded it) and at a lazy `import()`.
 */
import type { Compiler, Module } from 'webpack';

const PLUGIN = 'AreaVendorModulesPlugin';
/** The federation plugin's type for a consumed shared module: its only async block is its fallback. */
const CONSUME_SHARED = 'consume-shared-module';

/** The share key of a consumed shared module (`ConsumeSharedModule.options`, which webpack's types do not know). */
const shareKeyOf = (module: Module): string => (module as Module & { options?: { shareKey?: string } }).options?.shareKey ?? '';

export class AreaVendorModulesPlugin {
  /** Filled before chunks are split (read by a cache group's `test`); refilled on every (watch) compilation. */
  readonly modules = new Set<Module>();

  constructor(private readonly shellLoaded: (shareKey: string) => boolean) {}

  has = (module: Module): boolean => this.modules.has(module);

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Before SplitChunksPlugin (which runs at the "advanced" stage, 10).
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN, stage: -20 }, () => {
        this.modules.clear();
        const { moduleGraph } = compilation;
        const pending: Module[] = [];
        for (const module of compilation.modules) {
          if (module.type !== CONSUME_SHARED || this.shellLoaded(shareKeyOf(module))) continue;
          for (const block of module.blocks) for (const dependency of block.dependencies) {
            const fallback = moduleGraph.getModule(dependency);
            if (fallback) pending.push(fallback);
          }
        }
        while (pending.length > 0) {
          const module = pending.pop()!;
          if (this.modules.has(module) || module.type === CONSUME_SHARED) continue;
          this.modules.add(module);
          for (const dependency of module.dependencies) {
            const next = moduleGraph.getModule(dependency);
            if (next && !this.modules.has(next)) pending.push(next);
          }
        }
      });
    });
  }
}
