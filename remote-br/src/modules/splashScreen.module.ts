/** 证券 App 闪屏 (splash type broker, the spec's default). Fields, image slots and rules: sharedBases/splash. */
import { defineModule, splashBase, splashScopes, splashSeedImages } from 'shared-ui/contract';

export const splashScreen = defineModule({
  ...splashBase,
  area: 'br',
  name: 'splashScreen',
  title: '闪屏',
  scope: splashScopes.br,
  seed: [
    {
      status: 'draft',
      values: { system: 1, apply_crowd: 0, skippable: 1, display_seconds: 3, jump_link: 'https://m.example-broker.com/activity/new-year-2027', ...splashSeedImages(1) },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '周婉婷',
      values: { system: 2, apply_crowd: 1, skippable: 1, display_seconds: 5, jump_link: 'https://m.example-broker.com/activity/open-account-gift', ...splashSeedImages(2) },
    },
    {
      status: 'published',
      offsetMinutes: -600,
      operator: '张子健',
      values: { system: 0, apply_crowd: 2, skippable: 0, display_seconds: 3, jump_link: 'https://m.example-broker.com/activity/us-stock-week', ...splashSeedImages(0) },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '刘嘉欣',
      values: { system: 0, apply_crowd: 0, skippable: 1, display_seconds: 4, jump_link: '', ...splashSeedImages(0) },
    },
  ],
});
