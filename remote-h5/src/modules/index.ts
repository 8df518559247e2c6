/**
 * The H5 发布 module list (React-free: mock-server registers the same list).
 * Each module is one `*.module.ts` file; the link page and routes derive from this list.
 */
import type { AreaModuleLink } from 'shared-ui/contract';

export const h5Modules: readonly AreaModuleLink[] = [];

/** Default export for the shell's permission tree, which loads this list at run time as `remote_h5/modules`. */
export default h5Modules;
