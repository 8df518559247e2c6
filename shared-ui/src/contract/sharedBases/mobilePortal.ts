/**
 * Flexible entrances (灵活入口, spec §3), base operation/common/mobileportal/: a named shortcut at a position of the
 * home page, in the three languages of the apps. One position holds one entrance, so a position that is already live
 * is refused (1019) until its entrance is taken off shelf.
 */
import { field } from '../module';
import type { AreaScopes, SharedBase } from './sharedBase';

export const MOBILE_PORTAL_POSITIONS = { min: 1, max: 20 } as const;

export const mobilePortalBase = {
  apiBase: 'operation/common/mobileportal/',
  schedule: 'push_time',
  description: '首页灵活入口：位置、三语名称与跳转链接',
  fields: [
    field.number('position', '位置', { required: true, integer: true, min: MOBILE_PORTAL_POSITIONS.min, max: MOBILE_PORTAL_POSITIONS.max, inList: true, hint: '从左到右、从上到下的序号' }),
    field.multiLanguage('name', '入口名称', { required: true, languages: ['zh-hans', 'zh-hant', 'en'], maxLength: 20, inList: true }),
    field.link('jump_link', '跳转链接', { required: true, inList: true }),
  ],
  uniqueWhileLive: { fields: ['position'], message: '该位置已有入口正在发布中，请先下架' },
} satisfies SharedBase;

export const mobilePortalScopes = { wm: { product: 'wm' }, br: { product: 'br' } } as const satisfies AreaScopes;
