/**
 * Mask layers (蒙层), base operation/common/mask/: a full-screen guide image over the app's home page for a period,
 * hence effect and dead times. The spec names no fields; these are the ones the brief and the apps need.
 */
import { SYSTEM_TYPE } from '../enums';
import { FULL_SCREEN_IMAGE_MAX_BYTES } from '../imageRules';
import { field } from '../module';
import type { AreaScopes, SharedBase } from './sharedBase';

/**
 * 750×1334 is the 2× full screen the design team draws every overlay on; the apps scale it to the device. A full-screen
 * picture: up to 10 MB (imageRules FULL_SCREEN_IMAGE_MAX_BYTES).
 */
export const MASK_IMAGE_SLOT = { width: 750, height: 1334, maxBytes: FULL_SCREEN_IMAGE_MAX_BYTES } as const;

export const maskBase = {
  apiBase: 'operation/common/mask/',
  schedule: 'effect_dead',
  description: '覆盖在首页之上的引导蒙层，在生效时间段内展示一次',
  fields: [
    // Staff tell overlays apart by name in the lists; the app never shows it.
    field.text('name', '蒙层名称', { required: true, maxLength: 30, inList: true, hint: '仅后台可见，便于区分' }),
    field.select('system', '系统类型', SYSTEM_TYPE, { required: true, defaultValue: 0, inList: true }),
    field.image('image', '蒙层图片', MASK_IMAGE_SLOT, { required: true, hint: '铺满整屏，四周留出安全区' }),
    field.link('jump_link', '点击跳转链接', { inList: true, hint: '选填；不填则点击关闭蒙层' }),
  ],
} satisfies SharedBase;

export const maskScopes = { wm: { product: 'wm' }, br: { product: 'br' } } as const satisfies AreaScopes;
