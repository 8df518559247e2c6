/**
 * The whole packages the shell provides to every remote. A remote's production build takes each of them from the
 * shell (`import: false`) instead of compiling a fallback copy it never runs: with `loaded-first` sharing and the
 * shell as the host, a remote always runs the shell's copy of these (measured on remote-articles: its build 16 s →
 * 6 s, its dist 15 MB → 1.7 MB; the whole build 109 s → 57 s on two cores).
 *
 * A remote built this way needs the shell to provide each entry, so the list is a promise of shared-ui's: it is part
 * of the API report (shared-ui/api/federation.api.md), so adding an entry is a minor version and removing one a major —
 * and the version handshake already refuses a remote on a shell of another major or an older minor. The shell's build
 * fails if it provides less (ShellProvidesPlugin). Deep-path shares (`@mui/material/Button`, the pickers) keep their
 * fallbacks: the shell provides only the components it uses itself.
 */
import webpack, { type Compiler } from 'webpack';

export const SHELL_PROVIDES = [
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/system',
  '@mui/private-theming',
  '@mui/x-data-grid',
  '@tanstack/react-query',
  'dayjs',
  'shared-ui',
  'shared-ui/contract',
  'shared-ui/router',
  'shared-ui/components',
  'shared-ui/query',
  'shared-ui/screen',
  'shared-ui/workflow',
  'shared-ui/pickers',
  'shared-ui/richText',
  'shared-ui/richText/editor',
] as const;

const PLUGIN = 'ShellProvidesPlugin';
/** The federation plugin's module type for a module the build provides to the share scope. */
const PROVIDE_MODULE = 'provide-module';

/** In the shell's build: an error for each SHELL_PROVIDES entry the build does not provide (no code of it imports it). */
export class ShellProvidesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const provided = new Set<string>();
        for (const module of modules) {
          // ProvideSharedModule keeps its share key in `_name` (webpack's types do not know it).
          if (module.type === PROVIDE_MODULE) provided.add((module as unknown as { _name: string })._name);
        }
        for (const name of SHELL_PROVIDES.filter((one) => !provided.has(one))) {
          compilation.errors.push(
            new webpack.WebpackError(`框架没有向子应用提供 ${name}：子应用的生产构建不带它的副本（shared-ui SHELL_PROVIDES），框架的代码必须引用它`),
          );
        }
      });
    });
  }
}
