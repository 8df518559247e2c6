/**
 * The modules the console service reads through the backend: the remotes' React-free module lists, collected by the
 * contract's rule (as mock-server collects them to serve them). Only the shell's server imports these lists; the
 * shell's browser code loads each remote through Module Federation and never imports one (lint keeps both so).
 */
import { collectModules, type ModuleDefinition } from 'shared-ui/contract';
import { brModules } from '../../../remote-br/src/modules';
import { commonModules } from '../../../remote-common/src/modules';
import { esopModules } from '../../../remote-esop/src/modules';
import { h5Modules } from '../../../remote-h5/src/modules';
import { wmModules } from '../../../remote-wm/src/modules';

export const consoleModules: readonly ModuleDefinition[] = collectModules([wmModules, brModules, esopModules, commonModules, h5Modules]);
