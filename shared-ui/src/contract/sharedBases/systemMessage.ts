/**
 * System messages, base operation/common/systemmessages/. Spec §5 and §9: at most three messages wait in the
 * pre-publish list and only one is published at a time — the app shows a single system message.
 */
import { field } from '../module';
import type { AreaScopes, SharedBase } from './sharedBase';

export const SYSTEM_MESSAGE_TITLE_HINT = 34;

export const systemMessageBase = {
  apiBase: 'operation/common/systemmessages/',
  schedule: 'push_time',
  description: 'App 消息中心置顶的系统消息，同一时间只发布一条',
  fields: [
    // 34 is the spec's app title hint (warned); 60 is the hard stop so a title still fits on two lines.
    field.text('title', '消息标题', { required: true, lengthHint: SYSTEM_MESSAGE_TITLE_HINT, maxLength: 60, inList: true }),
    field.textarea('content', '消息内容', { required: true, maxLength: 500, inList: true }),
  ],
  limits: { maxPrepublished: 3, maxLive: 1 },
} satisfies SharedBase;

export const systemMessageScopes = { wm: { product: 'wm' }, br: { product: 'br' } } as const satisfies AreaScopes;
