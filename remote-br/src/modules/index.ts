/**
 * The 证券 App 运营 module list (React-free: mock-server registers the same list).
 * Each module is one `*.module.ts` file; the link page and routes derive from this list, in this order.
 */
import type { ModuleDefinition } from 'shared-ui/contract';
import { dituiActivity } from './dituiActivity.module';
import { inviteFriends } from './inviteFriends.module';
import { landingPage } from './landingPage.module';
import { maskLayer } from './maskLayer.module';
import { motoEntrance } from './motoEntrance.module';
import { multideviceLogin } from './multideviceLogin.module';
import { openLicencee } from './openLicencee.module';
import { push } from './push.module';
import { splashScreen } from './splashScreen.module';
import { systemMaintenance } from './systemMaintenance.module';
import { systemMessage } from './systemMessage.module';
import { systemModelDialog } from './systemModelDialog.module';
import { brandEncyclopedia } from './brandEncyclopedia.module';
import { commonProblem } from './commonProblem.module';
import { eventCoverage } from './eventCoverage.module';
import { focusRolling } from './focusRolling.module';
import { homepageEventCoverage } from './homepageEventCoverage.module';
import { homepageRecommend } from './homepageRecommend.module';
import { hotReviews } from './hotReviews.module';
import { marketAnalysis } from './marketAnalysis.module';
import { memberInterest } from './memberInterest.module';
import { stocksScience } from './stocksScience.module';
import { holiday } from './holiday.module';
import { appconfig } from './appconfig.module';
import { financingOrder } from './financingOrder.module';
import { tabReddot } from './tabReddot.module';
import { shortcutEntry } from './shortcutEntry.module';
import { info } from './info.module';
import { newShare } from './newShare.module';
import { advertising } from './advertising.module';

export const brModules: readonly ModuleDefinition[] = [
  push,
  splashScreen,
  landingPage,
  maskLayer,
  inviteFriends,
  dituiActivity,
  motoEntrance,
  multideviceLogin,
  systemMaintenance,
  systemModelDialog,
  systemMessage,
  openLicencee,
  eventCoverage,
  homepageEventCoverage,
  stocksScience,
  hotReviews,
  marketAnalysis,
  homepageRecommend,
  focusRolling,
  advertising,
  brandEncyclopedia,
  memberInterest,
  commonProblem,
  holiday,
  appconfig,
  financingOrder,
  tabReddot,
  shortcutEntry,
  info,
  newShare,
];

/** Default export for the shell's permission tree, which loads this list at run time as `remote_br/modules`. */
export default brModules;
