/**
 * The bases of spec §7 that both the wealth (wm) and the broker (br) app use. Each rule of such a base is written
 * here once; the areas' module files spread the base and add their own area, name, title, scope and seed.
 */
import type { AreaScopes, SharedBase } from './sharedBase';
import { invitationBase, invitationScopes } from './invitation';
import { landingPageBase, landingPageScopes } from './landingPage';
import { licenseeBase, licenseeScopes } from './licensee';
import { maskBase, maskScopes } from './mask';
import { mobilePortalBase, mobilePortalScopes } from './mobilePortal';
import { pushBase, pushScopes } from './push';
import { splashBase, splashScopes } from './splash';
import { systemMessageBase, systemMessageScopes } from './systemMessage';
import { appConfigBase, appConfigScopes } from './appConfig';

export * from './sharedBase';
export * from './push';
export * from './splash';
export * from './landingPage';
export * from './systemMessage';
export * from './mask';
export * from './invitation';
export * from './mobilePortal';
export * from './licensee';
export * from './appConfig';

/** Every base both areas use, with the scope that keeps their records apart (the module-list tests check both). */
export const SHARED_BASES: readonly { base: SharedBase; scopes: AreaScopes }[] = [
  { base: pushBase, scopes: pushScopes },
  { base: splashBase, scopes: splashScopes },
  { base: landingPageBase, scopes: landingPageScopes },
  { base: systemMessageBase, scopes: systemMessageScopes },
  { base: appConfigBase, scopes: appConfigScopes },
  { base: maskBase, scopes: maskScopes },
  { base: invitationBase, scopes: invitationScopes },
  { base: mobilePortalBase, scopes: mobilePortalScopes },
  { base: licenseeBase, scopes: licenseeScopes },
];
