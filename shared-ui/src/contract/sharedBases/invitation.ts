/**
 * Invite friends (spec §3), base operation/common/invitation/: the share card a user sends, in simplified and
 * traditional Chinese (the apps serve the mainland and Hong Kong).
 */
import { MB } from '../imageRules';
import { field } from '../module';
import type { AreaScopes, SharedBase } from './sharedBase';

/** 300×300 is the square thumbnail WeChat and WhatsApp show beside a shared link. */
export const INVITATION_THUMBNAIL_SLOT = { width: 300, height: 300, maxBytes: 2 * MB } as const;

export const invitationBase = {
  apiBase: 'operation/common/invitation/',
  schedule: 'push_time',
  description: '邀请好友分享卡片的标题、简介、邀请链接与缩略图（简体、繁体）',
  fields: [
    field.multiLanguage('title', '分享标题', { required: true, languages: ['zh-hans', 'zh-hant'], maxLength: 30, inList: true }),
    field.multiLanguage('brief', '分享简介', { required: true, languages: ['zh-hans', 'zh-hant'], maxLength: 60, multiline: true }),
    field.link('invite_link', '邀请链接', { required: true, inList: true }),
    field.image('thumbnail', '分享缩略图', INVITATION_THUMBNAIL_SLOT, { required: true, hint: '分享到微信、WhatsApp 时链接旁的方形小图' }),
  ],
} satisfies SharedBase;

export const invitationScopes = { wm: { product: 'wm' }, br: { product: 'br' } } as const satisfies AreaScopes;
