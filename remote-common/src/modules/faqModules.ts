/**
 * The five FAQs of the common area (yffFAQ, icpFAQ, brFAQ, wmFAQ, saFAQ), on the FAQ engine (contract faq.ts).
 *
 * All five sit at the one FAQ base `operation/common/faq/` with the apps' own FAQs (remote-br commonProblem, product
 * `br`; remote-wm faq, product `wm`). The `product` parameter is what picks a module's records there, so each common
 * FAQ has a product of its own with a `common_` prefix — `common_yff`, `common_icp`, `common_br`, `common_wm`,
 * `common_sa` — and never shares a list or a one-live-per-language-and-category rule with an app's FAQ.
 */
import type { ModuleDefinition } from 'shared-ui/contract';
import { brFAQ } from './brFAQ.module';
import { icpFAQ } from './icpFAQ.module';
import { saFAQ } from './saFAQ.module';
import { wmFAQ } from './wmFAQ.module';
import { yffFAQ } from './yffFAQ.module';

export const faqModules: readonly ModuleDefinition[] = [yffFAQ, icpFAQ, brFAQ, wmFAQ, saFAQ];
