/** 理财 App 闪屏 (splash type super_app). Fields, image slots and rules: sharedBases/splash. */
import { defineModule, splashBase, splashScopes, splashSeedImages } from 'shared-ui/contract';

export const splashScreen = defineModule({
  ...splashBase,
  area: 'wm',
  name: 'splashScreen',
  title: '闪屏',
  scope: splashScopes.wm,
  seed: [
    {
      status: 'draft',
      values: { system: 0, apply_crowd: 0, skippable: 1, display_seconds: 3, jump_link: 'https://m.example-wealth.com/activity/new-year-2027', ...splashSeedImages(0) },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: { system: 0, apply_crowd: 2, skippable: 1, display_seconds: 5, jump_link: 'https://m.example-wealth.com/activity/year-end-2026', ...splashSeedImages(0) },
    },
    {
      status: 'published',
      offsetMinutes: -720,
      operator: '陈浩然',
      values: { system: 1, apply_crowd: 1, skippable: 0, display_seconds: 3, jump_link: 'https://m.example-wealth.com/fund/mmf-plus', ...splashSeedImages(1) },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '王晓雯',
      values: { system: 2, apply_crowd: 0, skippable: 1, display_seconds: 4, jump_link: '', ...splashSeedImages(2) },
    },
  ],
});
