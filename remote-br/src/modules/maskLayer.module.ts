/** 证券 App 蒙层. Fields and image slot: sharedBases/mask. */
import { defineModule, maskBase, maskScopes, MASK_IMAGE_SLOT, seedImagePath } from 'shared-ui/contract';

const image = seedImagePath('mask', MASK_IMAGE_SLOT);

export const maskLayer = defineModule({
  ...maskBase,
  area: 'br',
  name: 'maskLayer',
  title: '蒙层',
  scope: maskScopes.br,
  seed: [
    { status: 'draft', values: { name: '模拟炒股大赛报名引导', system: 0, image, jump_link: 'https://m.example-broker.com/contest/2027-spring' } },
    { status: 'published', offsetMinutes: -600, operator: '张子健', values: { name: '自选股分组功能引导', system: 0, image, jump_link: '' } },
    {
      status: 'prepublished',
      offsetMinutes: 4320,
      operator: '周婉婷',
      values: { name: '美股期权上线引导（Android）', system: 2, image, jump_link: 'https://m.example-broker.com/guide/us-options' },
    },
    { status: 'history', offsetMinutes: -43200, operator: '刘嘉欣', values: { name: '暗盘交易功能引导', system: 0, image, jump_link: 'https://m.example-broker.com/guide/grey-market' } },
  ],
});
