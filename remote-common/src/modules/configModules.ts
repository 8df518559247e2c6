/**
 * The shared configuration modules of the common area, in the order the link page shows them: the content
 * structure first (categories, then what fills it: articles, carousels, activities, search words, copy), then the
 * account and compliance settings (account opening, protocols, verification codes, whitelist), then the picture
 * shelf everyone uses. Each is one `*.module.ts` file; remote-common/README.md says why each is shaped as it is.
 */
import type { ModuleDefinition } from 'shared-ui/contract';
import { activity } from './activity.module';
import { articles } from './articles.module';
import { keywords } from './keywords.module';
import { levelFirst } from './levelFirst.module';
import { levelSecond } from './levelSecond.module';
import { newAccount } from './newAccount.module';
import { protocolConfig } from './protocolConfig.module';
import { rollFocus } from './rollFocus.module';
import { textreplace } from './textreplace.module';
import { upload } from './upload.module';
import { verifycode } from './verifycode.module';
import { whitelist } from './whitelist.module';

export const configModules: readonly ModuleDefinition[] = [
  levelFirst,
  levelSecond,
  articles,
  rollFocus,
  activity,
  keywords,
  textreplace,
  newAccount,
  protocolConfig,
  verifycode,
  whitelist,
  upload,
];
