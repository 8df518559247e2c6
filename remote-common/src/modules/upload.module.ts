/**
 * 公共文件上传 (upload): pictures staff upload once for use anywhere in the group's apps and pages — a push's image, a
 * picture inside an H5 campaign page or a rich-text body (which takes images by address only), a share thumbnail.
 * An entry is a title, the size it was made for, the picture itself and a usage note saying where it is used; once
 * published its address is the one to copy. The list of live entries is the group's shared picture shelf, so any
 * number may be live and an entry is taken off shelf when nothing uses it any more.
 *
 * The engine's image field takes one exact size, so the module offers the sizes the apps lay out (横幅, 轮播卡片, 方图,
 * 海报) as four image fields and a 规格 select: the picture of the chosen size is required, and a picture left in another
 * size's field is dropped (normalise), so an entry always holds exactly one picture. Arbitrary sizes and non-image
 * files (PDF prospectuses) would need an engine file field: not offered here.
 */
import { defineModule, field, seedImagePath, stringValue, type ModuleValues, type Option } from 'shared-ui/contract';
import { BANNER_IMAGE_SLOT, CAROUSEL_IMAGE_SLOT, POSTER_IMAGE_SLOT, SQUARE_IMAGE_SLOT } from './imageSlots';

/** Each size, the image field that holds a picture of it, and the slot. */
const UPLOAD_SIZES = [
  { value: 'banner', name: '横幅', field: 'image_banner', slot: BANNER_IMAGE_SLOT },
  { value: 'card', name: '轮播卡片', field: 'image_card', slot: CAROUSEL_IMAGE_SLOT },
  { value: 'square', name: '方图', field: 'image_square', slot: SQUARE_IMAGE_SLOT },
  { value: 'poster', name: '海报', field: 'image_poster', slot: POSTER_IMAGE_SLOT },
] as const;

type UploadSize = (typeof UPLOAD_SIZES)[number]['value'];

export const UPLOAD_SIZE_OPTIONS: readonly Option<string>[] = UPLOAD_SIZES.map(({ value, name, slot }) => ({
  value,
  label: `${name} ${String(slot.width)}×${String(slot.height)}`,
}));

const sizeOf = (values: ModuleValues) => UPLOAD_SIZES.find((s) => s.value === values.size_type);

/** A seed entry: its picture sits in the field of its size, the other fields empty. */
const seedValues = (title: string, size: UploadSize, usage: string): ModuleValues => {
  const images = Object.fromEntries(UPLOAD_SIZES.map((s) => [s.field, s.value === size ? seedImagePath(`common-upload-${size}`, s.slot) : '']));
  return { title, size_type: size, ...images, usage };
};

export const upload = defineModule({
  area: 'common',
  name: 'upload',
  title: '公共文件上传',
  description: '各 App 与 H5 页面共用的图片：按规格上传，发布后复制图片地址使用',
  apiBase: 'operation/common/upload/',
  schedule: 'push_time',
  fields: [
    field.text('title', '图片标题', { required: true, maxLength: 30, inList: true, hint: '便于搜索，如「2027 春节活动 分享图」' }),
    field.select('size_type', '规格', UPLOAD_SIZE_OPTIONS, { required: true, defaultValue: 'banner', inList: true, hint: '只需上传所选规格对应的那一张图片' }),
    field.image('image_banner', '横幅图片', BANNER_IMAGE_SLOT, { hint: '活动页、开户页顶部横幅' }),
    field.image('image_card', '轮播卡片图片', CAROUSEL_IMAGE_SLOT, { hint: '轮播图、资讯卡片' }),
    field.image('image_square', '方图', SQUARE_IMAGE_SLOT, { hint: '分享缩略图、推送大图' }),
    field.image('image_poster', '海报图片', POSTER_IMAGE_SLOT, { hint: 'H5 活动页长图、保存到相册的海报' }),
    field.textarea('usage', '用途说明', { required: true, maxLength: 200, inList: true, hint: '用在哪里、由谁使用；不再使用时请下架' }),
  ],
  // A picture in another size's field would be a second, unseen picture: only the chosen size's is kept.
  normalise: (values) => {
    const chosen = sizeOf(values);
    return { ...values, ...Object.fromEntries(UPLOAD_SIZES.filter((s) => s !== chosen).map((s) => [s.field, ''])) };
  },
  rules: UPLOAD_SIZES.map((size) => ({
    field: size.field,
    message: `请上传${size.name}规格的图片`,
    test: (values: ModuleValues) => values.size_type !== size.value || stringValue(values[size.field]) !== '',
  })),
  listFilters: [{ kind: 'search', param: 'searchContent', label: '搜索标题或用途', fields: ['title', 'usage'] }],
  seed: [
    { status: 'published', offsetMinutes: -10080, operator: '王晓雯', values: seedValues('年终理财季 活动页横幅', 'banner', '理财 App「年终理财季」H5 活动页顶部横幅，活动结束后下架') },
    { status: 'published', offsetMinutes: -2880, operator: '黄诗韵', values: seedValues('港股打新指南 分享缩略图', 'square', '证券 App 新股专区分享到微信、WhatsApp 时的缩略图') },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: seedValues('2027 春节红包 海报', 'poster', '春节红包 H5 长图，用户可保存到相册分享') },
    { status: 'draft', values: seedValues('员工持股 归属提醒 卡片', 'card', '员工持股 App 首页归属提醒卡片（待设计定稿）') },
    { status: 'history', offsetMinutes: -43200, operator: '陈浩然', values: seedValues('双十一理财节 横幅', 'banner', '双十一理财节活动页横幅，活动已结束') },
  ],
});
