/** 证券 App 邀请好友. Fields (simplified and traditional) and thumbnail slot: sharedBases/invitation. */
import { defineModule, INVITATION_THUMBNAIL_SLOT, invitationBase, invitationScopes, seedImagePath } from 'shared-ui/contract';

const thumbnail = seedImagePath('invite-br', INVITATION_THUMBNAIL_SLOT);

export const inviteFriends = defineModule({
  ...invitationBase,
  area: 'br',
  name: 'inviteFriends',
  title: '邀请好友',
  scope: invitationScopes.br,
  seed: [
    {
      status: 'published',
      offsetMinutes: -7200,
      operator: '张子健',
      values: {
        title: { 'zh-hans': '邀好友开户，每人最高得 1 股热门美股', 'zh-hant': '邀好友開戶，每人最高得 1 股熱門美股' },
        brief: { 'zh-hans': '好友开户并入金满 1 万港元，你们各得一份股票奖励', 'zh-hant': '好友開戶並入金滿 1 萬港元，你們各得一份股票獎勵' },
        invite_link: 'https://m.example-broker.com/invite?campaign=stock_gift_2026',
        thumbnail,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '周婉婷',
      values: {
        title: { 'zh-hans': '邀请好友打新，中签率加码', 'zh-hant': '邀請好友打新，中簽率加碼' },
        brief: { 'zh-hans': '每邀请 1 位好友开户，新股认购享 1 次免息融资额度', 'zh-hant': '每邀請 1 位好友開戶，新股認購享 1 次免息融資額度' },
        invite_link: 'https://m.example-broker.com/invite?campaign=ipo_2026q4',
        thumbnail,
      },
    },
    {
      status: 'history',
      offsetMinutes: -43200,
      operator: '刘嘉欣',
      values: {
        title: { 'zh-hans': '国庆邀友礼：送 Level 2 行情卡', 'zh-hant': '國慶邀友禮：送 Level 2 行情卡' },
        brief: { 'zh-hans': '好友完成开户即送 30 天港股 Level 2 行情', 'zh-hant': '好友完成開戶即送 30 天港股 Level 2 行情' },
        invite_link: 'https://m.example-broker.com/invite?campaign=national_day_2026',
        thumbnail,
      },
    },
  ],
});
