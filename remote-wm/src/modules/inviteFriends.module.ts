/** 理财 App 邀请好友. Fields (simplified and traditional) and thumbnail slot: sharedBases/invitation. */
import { defineModule, INVITATION_THUMBNAIL_SLOT, invitationBase, invitationScopes, seedImagePath } from 'shared-ui/contract';

const thumbnail = seedImagePath('invite-wm', INVITATION_THUMBNAIL_SLOT);

export const inviteFriends = defineModule({
  ...invitationBase,
  area: 'wm',
  name: 'inviteFriends',
  title: '邀请好友',
  scope: invitationScopes.wm,
  seed: [
    {
      status: 'published',
      offsetMinutes: -10080,
      operator: '陈浩然',
      values: {
        title: { 'zh-hans': '邀好友一起理财，双方各得 50 元体验金', 'zh-hant': '邀好友一起理財，雙方各得 50 元體驗金' },
        brief: { 'zh-hans': '好友通过你的链接注册并完成首笔申购，你们都能获得奖励', 'zh-hant': '好友透過你的連結註冊並完成首筆申購，你們都能獲得獎勵' },
        invite_link: 'https://m.example-wealth.com/invite?campaign=2026q4',
        thumbnail,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: {
        title: { 'zh-hans': '年终邀友季：邀请越多，奖励越多', 'zh-hant': '年終邀友季：邀請越多，獎勵越多' },
        brief: { 'zh-hans': '每成功邀请 1 位好友开户，即得 100 元基金申购券，上不封顶', 'zh-hant': '每成功邀請 1 位好友開戶，即得 100 元基金申購券，上不封頂' },
        invite_link: 'https://m.example-wealth.com/invite?campaign=yearend2026',
        thumbnail,
      },
    },
    {
      status: 'history',
      offsetMinutes: -43200,
      operator: '王晓雯',
      values: {
        title: { 'zh-hans': '中秋邀好友，共赏理财月', 'zh-hant': '中秋邀好友，共賞理財月' },
        brief: { 'zh-hans': '邀请好友注册即送月饼礼盒抽奖机会', 'zh-hant': '邀請好友註冊即送月餅禮盒抽獎機會' },
        invite_link: 'https://m.example-wealth.com/invite?campaign=midautumn2026',
        thumbnail,
      },
    },
  ],
});
