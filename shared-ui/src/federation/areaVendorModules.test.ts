import type { Compiler, Module } from 'webpack';
import { AreaVendorModulesPlugin } from './areaVendorModules';

/** A module graph in the shapes the plugin reads: each module's static dependencies and async blocks. */
interface FakeModule {
  name: string;
  type: string;
  options?: { shareKey: string };
  dependencies: { to: string }[];
  blocks: { dependencies: { to: string }[] }[];
}

const file = (name: string, imports: string[] = [], lazy: string[] = []): FakeModule => ({
  name,
  type: 'javascript/auto',
  dependencies: imports.map((to) => ({ to })),
  blocks: lazy.map((to) => ({ dependencies: [{ to }] })),
});
const consumed = (shareKey: string, fallback: string): FakeModule => ({
  name: `consume ${shareKey}`,
  type: 'consume-shared-module',
  options: { shareKey },
  dependencies: [],
  blocks: [{ dependencies: [{ to: fallback }] }],
});

/** Runs the plugin's pass over `modules` as webpack would before splitting chunks; returns the names it kept. */
function areaVendorOf(modules: FakeModule[], shellLoaded: (shareKey: string) => boolean): string[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  let optimizeChunks: () => void = () => undefined;
  const compilation = {
    modules: new Set(modules),
    moduleGraph: { getModule: (dependency: { to: string }) => byName.get(dependency.to) ?? null },
    hooks: { optimizeChunks: { tap: (_options: unknown, run: () => void) => (optimizeChunks = run) } },
  };
  const compiler = { hooks: { thisCompilation: { tap: (_name: string, run: (c: typeof compilation) => void) => run(compilation) } } };
  const plugin = new AreaVendorModulesPlugin(shellLoaded);
  // The fakes carry only what the plugin reads of webpack's Compiler and Module.
  plugin.apply(compiler as unknown as Compiler);
  optimizeChunks();
  return modules.filter((m) => plugin.has(m as unknown as Module)).map((m) => m.name);
}

describe('AreaVendorModulesPlugin', () => {
  const graph = [
    consumed('@mui/material/Table', 'Table.js'),
    file('Table.js', ['styles/styled.js', 'consume @mui/system'], ['TableLazyPart.js']),
    file('styles/styled.js', ['utils/capitalize.js']),
    file('utils/capitalize.js'),
    file('TableLazyPart.js'),
    consumed('@mui/system', 'system/index.js'),
    file('system/index.js'),
    consumed('@mui/material/Button', 'Button.js'),
    file('Button.js', ['ButtonBase.js']),
    file('ButtonBase.js'),
  ];
  const shellLoaded = (key: string) => key === '@mui/system' || key === '@mui/material/Button';

  it("keeps what the fallbacks of modules the shell has not loaded reach through static imports", () => {
    expect(areaVendorOf(graph, shellLoaded)).toEqual(['Table.js', 'styles/styled.js', 'utils/capitalize.js']);
  });

  it('leaves out the fallbacks of what the shell has loaded, a lazy import, and the consumed modules themselves', () => {
    const kept = areaVendorOf(graph, shellLoaded);
    for (const left of ['Button.js', 'ButtonBase.js', 'system/index.js', 'TableLazyPart.js', 'consume @mui/material/Table']) expect(kept).not.toContain(left);
  });

  it('keeps code the shell has loaded when a remote-only fallback reaches it by a relative import', () => {
    const withRadio = [...graph, consumed('@mui/material/Radio', 'Radio.js'), file('Radio.js', ['ButtonBase.js'])];
    expect(areaVendorOf(withRadio, shellLoaded)).toContain('ButtonBase.js');
  });
});
