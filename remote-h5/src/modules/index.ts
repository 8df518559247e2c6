/**
 * The H5 发布 module list (React-free: mock-server registers the same list). Each module is one `*.module.ts` file;
 * the link page (/h5/modulesEdit), the /h5/config tabs and their routes derive from this list, in this order.
 */
import type { ModuleDefinition } from 'shared-ui/contract';
import { commonConfig } from './commonConfig.module';
import { h5Config } from './h5Config.module';
import { stockConfig } from './stockConfig.module';
import { wmConfig } from './wmConfig.module';

export const h5Modules: readonly ModuleDefinition[] = [stockConfig, wmConfig, h5Config, commonConfig];

/** Default export for the shell's permission tree, which loads this list at run time as `remote_h5/modules`. */
export default h5Modules;
