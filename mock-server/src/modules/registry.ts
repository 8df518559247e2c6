/**
 * Every module the mock serves: the remotes' React-free module lists, as their authors fill them. A list may still
 * hold plain link entries (`AreaModuleLink`) for modules not yet written with `defineModule`; those are skipped until
 * they become definitions.
 */
import { collectModules, type ModuleDefinition } from 'shared-ui/contract';
import { brModules } from '../../../remote-br/src/modules';
import { commonModules } from '../../../remote-common/src/modules';
import { esopModules } from '../../../remote-esop/src/modules';
import { h5Modules } from '../../../remote-h5/src/modules';
import { wmModules } from '../../../remote-wm/src/modules';

export const registeredModules: readonly ModuleDefinition[] = collectModules([
  wmModules,
  brModules,
  esopModules,
  commonModules,
  h5Modules,
]);
