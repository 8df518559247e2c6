/**
 * Which modules the host's first screen (the console's frame and /home) runs, and which chunks it loads, worked out
 * from the module graph at build time: the host's `mui-core` group holds only those modules, and the page preloads
 * exactly those chunks (which the light login page prefetches).
 *
 * A module is on the first screen when it is reached from the host's bootstrap through static imports, or through the
 * fallback of a shared module it consumes (`@mui/material/Button` → the Button code). A lazy `import()` (a lazy
 * screen, a remote) ends the walk: what it loads is fetched when it is opened.
 */
import type { AsyncDependenciesBlock, Chunk, Compiler, Module } from 'webpack';

const PLUGIN = 'FirstScreenModulesPlugin';
/** Webpack's and the federation plugin's type for a consumed shared module: its only async block is its fallback. */
const CONSUME_SHARED = 'consume-shared-module';
/** A module the host provides to the share scope: its async block loads the provided code. */
const PROVIDE_SHARED = 'provide-module';

export class FirstScreenModulesPlugin {
  /** Filled before chunks are split (read by a cache group's `test`); refilled on every (watch) compilation. */
  readonly modules = new Set<Module>();
  /**
   * The async chunks the first screen loads once chunks are split: the root's own, and those of each shared module's
   * fallback it reaches (the federation runtime loads a fallback's whole chunk group). What the page preloads.
   */
  readonly chunks = new Set<Chunk>();
  private readonly fallbacks = new Set<AsyncDependenciesBlock>();
  private readonly roots = new Set<Module>();

  constructor(private readonly rootResource: string) {}

  has = (module: Module): boolean => this.modules.has(module);

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Before SplitChunksPlugin (which runs at the "advanced" stage, 10).
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN, stage: -20 }, () => {
        this.modules.clear();
        this.fallbacks.clear();
        const { moduleGraph } = compilation;
        const pending = [...compilation.modules].filter((m) => m.nameForCondition() === this.rootResource);
        this.roots.clear();
        for (const root of pending) this.roots.add(root);
        if (pending.length === 0) throw new Error(`${PLUGIN}: 找不到首屏入口 ${this.rootResource}`);
        while (pending.length > 0) {
          const module = pending.pop()!;
          if (this.modules.has(module)) continue;
          this.modules.add(module);
          const dependencies = [...module.dependencies];
          if (module.type === CONSUME_SHARED) {
            for (const block of module.blocks) {
              this.fallbacks.add(block);
              dependencies.push(...block.dependencies);
            }
          }
          for (const dependency of dependencies) {
            const next = moduleGraph.getModule(dependency);
            if (next && !this.modules.has(next)) pending.push(next);
          }
        }
      });
      // After splitting. (Not by module: a small module copied into a chunk the first screen never loads would pull
      // that chunk in.)
      compilation.hooks.afterOptimizeChunks.tap(PLUGIN, () => {
        this.chunks.clear();
        const { chunkGraph, moduleGraph } = compilation;
        // The share scope hands out the host's *provided* copy (`loaded-first`), whose block has chunks of its own
        // (same code, other chunk ids): preload those, falling back to the consumer's block.
        const providedBy = new Map<Module, AsyncDependenciesBlock>();
        for (const module of compilation.modules) {
          if (module.type !== PROVIDE_SHARED) continue;
          for (const block of module.blocks) for (const dependency of block.dependencies) {
            const provided = moduleGraph.getModule(dependency);
            if (provided) providedBy.set(provided, block);
          }
        }
        const groups = [...this.fallbacks].map((block) => {
          const fallback = block.dependencies[0] ? moduleGraph.getModule(block.dependencies[0]) : null;
          const loaded = (fallback && providedBy.get(fallback)) ?? block;
          return chunkGraph.getBlockChunkGroup(loaded)?.chunks ?? [];
        });
        for (const root of this.roots) groups.push([...chunkGraph.getModuleChunksIterable(root)]);
        for (const chunk of groups.flat()) if (!chunk.canBeInitial()) this.chunks.add(chunk);
      });
    });
  }
}
