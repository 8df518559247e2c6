/**
 * Splash screens (spec §3 "Splash screen", §5 image sizes), base operation/common/splash/. Splash type
 * (broker / super_app) is the scope that separates the two apps. A splash runs for a window, so it is published with
 * effect and dead times rather than a single push time.
 */
import { APPLICABLE_CROWD, SYSTEM_TYPE } from '../enums';
import { FULL_SCREEN_IMAGE_MAX_BYTES } from '../imageRules';
import { field, type CrossFieldRule, type ImageFieldDef } from '../module';
import { seedImagePath, stringValue, type AreaScopes, type SharedBase } from './sharedBase';

export const SPLASH_DISPLAY_SECONDS = { min: 1, max: 10, default: 3 } as const;

/**
 * Spec §5: iOS 1242×1878; Android 1440×1625, 1080×1397, 1080×1518, 1080×1758, 1080×1878. The spec names an iPhone X
 * slot without a size: 1125×2436 is the iPhone X screen itself, so the image fills it without letterboxing. The Android
 * heights are the 16:9, 17:9, 19:9 and 20:9 screens (1920, 2040, 2280, 2400) less the ~522 px logo band below the image; 1440×1625 is the
 * squarer screen of tablets and foldables. Labels name the screen; the input's requirement line says the size.
 */
export const SPLASH_IMAGE_SLOTS = [
  { name: 'img_ios_1242x1878', platform: 'ios', width: 1242, height: 1878, label: 'iOS 常规屏启动图' },
  { name: 'img_iphonex_1125x2436', platform: 'ios', width: 1125, height: 2436, label: 'iOS 全面屏启动图（iPhone X 起）' },
  { name: 'img_android_1440x1625', platform: 'android', width: 1440, height: 1625, label: 'Android 宽屏启动图（平板、折叠屏）' },
  { name: 'img_android_1080x1397', platform: 'android', width: 1080, height: 1397, label: 'Android 16:9 屏启动图' },
  { name: 'img_android_1080x1518', platform: 'android', width: 1080, height: 1518, label: 'Android 17:9 屏启动图' },
  { name: 'img_android_1080x1758', platform: 'android', width: 1080, height: 1758, label: 'Android 19:9 屏启动图' },
  { name: 'img_android_1080x1878', platform: 'android', width: 1080, height: 1878, label: 'Android 20:9 屏启动图' },
] as const;

/** SYSTEM_TYPE values whose devices show a platform's images: 0 all, 1 iOS, 2 Android. */
const SYSTEMS_OF = { ios: new Set([0, 1]), android: new Set([0, 2]) } as const;

const imageFields: ImageFieldDef[] = SPLASH_IMAGE_SLOTS.map((slot) =>
  // Full-screen pictures: up to 10 MB each (imageRules FULL_SCREEN_IMAGE_MAX_BYTES).
  field.image(slot.name, slot.label, { width: slot.width, height: slot.height, maxBytes: FULL_SCREEN_IMAGE_MAX_BYTES }, {
    hint: `系统类型含 ${slot.platform === 'ios' ? 'iOS' : 'Android'} 时必须上传`,
  }),
);

// Each device picks the slot nearest its screen; a missing slot for a targeted platform would show a blank splash.
const imageRules: CrossFieldRule[] = SPLASH_IMAGE_SLOTS.map((slot) => ({
  field: slot.name,
  message: `系统类型包含 ${slot.platform === 'ios' ? 'iOS' : 'Android'}，请上传${slot.label}（${String(slot.width)}×${String(slot.height)}）`,
  test: (values) => !SYSTEMS_OF[slot.platform].has(Number(values.system)) || stringValue(values[slot.name]) !== '',
}));

/** Spec §9 "Defaults: … splash type broker": a splash call that names no `type` is the broker app's. */
export const SPLASH_DEFAULT_TYPE = 'broker';

export const splashBase = {
  apiBase: 'operation/common/splash/',
  schedule: 'effect_dead',
  scopeDefaults: { type: SPLASH_DEFAULT_TYPE },
  description: '启动 App 时展示的全屏闪屏，按系统与人群投放，在生效时间段内展示',
  // A splash has no title: its devices, crowd and link say which one it is (issue 44, item 6).
  entryName: ['system', 'apply_crowd', 'jump_link'],
  fields: [
    field.select('system', '系统类型', SYSTEM_TYPE, { required: true, defaultValue: 0, inList: true }),
    field.select('apply_crowd', '适用人群', APPLICABLE_CROWD, { required: true, defaultValue: 0, inList: true }),
    field.switch('skippable', '允许跳过', { onLabel: '可跳过', offLabel: '不可跳过', defaultValue: 1 }),
    field.number('display_seconds', '展示时长', {
      required: true,
      integer: true,
      unit: '秒',
      min: SPLASH_DISPLAY_SECONDS.min,
      max: SPLASH_DISPLAY_SECONDS.max,
      defaultValue: SPLASH_DISPLAY_SECONDS.default,
      inList: true,
    }),
    field.link('jump_link', '点击跳转链接', { inList: true, hint: '选填；填写后用户点击闪屏打开此链接' }),
    ...imageFields,
  ],
  rules: imageRules,
  // Spec §7 list parameters: which devices and which crowd a splash targets.
  listFilters: [
    { kind: 'select', param: 'system', label: '系统类型', field: 'system' },
    { kind: 'select', param: 'apply_crowd', label: '适用人群', field: 'apply_crowd' },
  ],
} satisfies SharedBase;

/** Spec §3: splash type is broker or super_app (the wealth app is the super app). */
export const splashScopes = { wm: { type: 'super_app' }, br: { type: SPLASH_DEFAULT_TYPE } } as const satisfies AreaScopes;

/** Seed values of the image slots for a system type: the slots of platforms the splash does not target stay empty. */
export function splashSeedImages(system: 0 | 1 | 2): Record<string, string> {
  return Object.fromEntries(
    SPLASH_IMAGE_SLOTS.map((slot) => [slot.name, SYSTEMS_OF[slot.platform].has(system) ? seedImagePath(`splash-${slot.platform}`, slot) : '']),
  );
}
