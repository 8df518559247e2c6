/**
 * The wealth-management area's module list (React-free: mock-server registers the same list).
 * Each module is one `*.module.ts` file; the link page and routes derive from this list, in this order.
 */
import type { ModuleDefinition } from 'shared-ui/contract';
import { analysis } from './analysis.module';
import { announcement } from './announcement.module';
import { candidate } from './candidate.module';
import { fundManagerBrand } from './fundManagerBrand.module';
import { investorEducation } from './investorEducation.module';
import { inviteFriends } from './inviteFriends.module';
import { landingPage } from './landingPage.module';
import { marketHotSpots } from './marketHotSpots.module';
import { maskLayer } from './maskLayer.module';
import { motoEntrance } from './motoEntrance.module';
import { openLicencee } from './openLicencee.module';
import { openScreen } from './openScreen.module';
import { push } from './push.module';
import { splashScreen } from './splashScreen.module';
import { systemMessage } from './systemMessage.module';

export const wmModules: readonly ModuleDefinition[] = [
  push,
  announcement,
  systemMessage,
  splashScreen,
  maskLayer,
  landingPage,
  inviteFriends,
  openLicencee,
  motoEntrance,
  openScreen,
  candidate,
  analysis,
  marketHotSpots,
  fundManagerBrand,
  investorEducation,
];

/** Default export for the shell's permission tree, which loads this list at run time as `remote_wm/modules`. */
export default wmModules;
