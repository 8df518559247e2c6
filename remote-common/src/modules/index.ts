/**
 * The 公共模块与官网 module list (React-free: mock-server registers the same list).
 * Each module is one `*.module.ts` file; the link page and routes derive from this list, in this order:
 * the five FAQs, then the shared configuration modules (configModules.ts), then the official website's (ow) modules.
 */
import type { ModuleDefinition } from 'shared-ui/contract';
import { configModules } from './configModules';
import { faqModules } from './faqModules';
import { owModules } from './owModules';

export const commonModules: readonly ModuleDefinition[] = [...faqModules, ...configModules, ...owModules];

/** Default export for the shell's permission tree, which loads this list at run time as `remote_common/modules`. */
export default commonModules;
