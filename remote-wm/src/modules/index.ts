/**
 * The wealth-management area's module list (React-free: mock-server registers the same list).
 * Each module is one `*.module.ts` file; the link page and routes derive from this list, in this order.
 */
import type { ModuleDefinition } from 'shared-ui/contract';
import { analysis } from './analysis.module';
import { announcement } from './announcement.module';
import { candidate } from './candidate.module';
import { combinationDynamic } from './combinationDynamic.module';
import { focusRoll } from './focusRoll.module';
import { focusRollModule } from './focusRollModule.module';
import { focusRolling } from './focusRolling.module';
import { fundManagerBrand } from './fundManagerBrand.module';
import { homeFocusRoll } from './homeFocusRoll.module';
import { handpickProductReason } from './handpickProductReason.module';
import { highFund } from './highFund.module';
import { hotSubject } from './hotSubject.module';
import { hotSubjectFund } from './hotSubjectFund.module';
import { investorEducation } from './investorEducation.module';
import { inviteFriends } from './inviteFriends.module';
import { landingPage } from './landingPage.module';
import { marketHotSpots } from './marketHotSpots.module';
import { marketReference } from './marketReference.module';
import { maskLayer } from './maskLayer.module';
import { motoEntrance } from './motoEntrance.module';
import { openLicencee } from './openLicencee.module';
import { openScreen } from './openScreen.module';
import { push } from './push.module';
import { recommend } from './recommend.module';
import { selectList } from './selectList.module';
import { splashScreen } from './splashScreen.module';
import { systemMessage } from './systemMessage.module';
import { yffTheme } from './yffTheme.module';
import { top3Fund } from './top3Fund.module';
import { appconfig } from './appconfig.module';
import { englishResearchModule } from './englishResearchModule.module';
import { chineseResearch } from './chineseResearch.module';
import { englishResearch } from './englishResearch.module';
import { newChineseResearch } from './newChineseResearch.module';
import { homeNavigation } from './homeNavigation.module';
import { functionEntrance } from './functionEntrance.module';
import { functionModule } from './functionModule.module';
import { slideCards } from './slideCards.module';
import { articleList } from './articleList.module';
import { marketComment } from './marketComment.module';
import { faq } from './faq.module';
import { trailerFees } from './trailerFees.module';

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
  focusRoll,
  focusRolling,
  homeFocusRoll,
  focusRollModule,
  top3Fund,
  highFund,
  selectList,
  handpickProductReason,
  recommend,
  hotSubject,
  marketReference,
  hotSubjectFund,
  yffTheme,
  combinationDynamic,
  englishResearchModule,
  chineseResearch,
  englishResearch,
  newChineseResearch,
  homeNavigation,
  functionEntrance,
  functionModule,
  slideCards,
  articleList,
  marketComment,
  faq,
  trailerFees,
  appconfig,
];

/** Default export for the shell's permission tree, which loads this list at run time as `remote_wm/modules`. */
export default wmModules;
