/**
 * The 员工持股 App 运营 module list (React-free: mock-server registers the same list).
 * Each module is one `*.module.ts` file; the link page and routes derive from this list.
 */
import type { ModuleDefinition } from 'shared-ui/contract';
import { articleModules } from './articleModules.module';

export const esopModules: readonly ModuleDefinition[] = [articleModules];

/** Default export for the shell's permission tree, which loads this list at run time as `remote_esop/modules`. */
export default esopModules;
