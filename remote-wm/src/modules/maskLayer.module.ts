/** 理财 App 蒙层. Fields and image slot: sharedBases/mask. */
import { defineModule, maskBase, maskScopes, MASK_IMAGE_SLOT, seedImagePath } from 'shared-ui/contract';

const image = seedImagePath('mask', MASK_IMAGE_SLOT);

export const maskLayer = defineModule({
  ...maskBase,
  area: 'wm',
  name: 'maskLayer',
  title: '蒙层',
  scope: maskScopes.wm,
  seed: [
    { status: 'published', offsetMinutes: -300, operator: '陈浩然', values: { name: '新版首页功能引导', system: 0, image, jump_link: '' } },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: { name: '年终理财季活动弹层', system: 0, image, jump_link: 'https://m.example-wealth.com/activity/year-end-2026' },
    },
    { status: 'history', offsetMinutes: -30240, operator: '王晓雯', values: { name: '定投计划上线引导（iOS）', system: 1, image, jump_link: 'https://m.example-wealth.com/plan/auto-invest' } },
  ],
});
