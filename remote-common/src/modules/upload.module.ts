/**
 * 公共文件上传 (upload): files staff upload once for use anywhere in the group's apps and pages — a push's image, a
 * picture inside an H5 campaign page or a rich-text body (which takes images by address only), a share thumbnail, an
 * icon, a fund's PDF prospectus. An entry is a title, the file itself (a file field: a JPG of any pixel size — the
 * spec's images are JPG only (modules §5, §9) — or a PDF; at most 10 MB, the full-screen pictures' limit) and a usage
 * note saying where it is used; once
 * published its address is the one to copy. The list of live entries is the group's shared shelf, so any number may
 * be live and an entry is taken off shelf when nothing uses it any more.
 */
import { FILE_TYPES, FULL_SCREEN_IMAGE_MAX_BYTES, defineModule, field, seedImagePath, type ModuleValues } from 'shared-ui/contract';
import { BANNER_IMAGE_SLOT, CAROUSEL_IMAGE_SLOT, POSTER_IMAGE_SLOT, SQUARE_IMAGE_SLOT } from './imageSlots';

/** What the shelf takes: pictures of any pixels (JPG, as every image of the spec) and documents. */
export const UPLOAD_FILE_TYPES = [FILE_TYPES.jpg, FILE_TYPES.pdf] as const;

/** A seed entry: a picture the server draws, at the size the entry was made for. */
const seedValues = (title: string, picture: string, slot: { width: number; height: number }, usage: string): ModuleValues => ({
  title,
  file: seedImagePath(`common-upload-${picture}`, slot),
  usage,
});

export const upload = defineModule({
  area: 'common',
  name: 'upload',
  title: '公共文件上传',
  description: '各 App 与 H5 页面共用的文件：JPG 图片（任意尺寸）、PDF 文档，发布后复制文件地址使用',
  apiBase: 'operation/common/upload/',
  schedule: 'push_time',
  fields: [
    field.text('title', '文件标题', { required: true, maxLength: 30, inList: true, hint: '便于搜索，如「2027 春节活动 分享图」' }),
    field.file('file', '文件', { required: true, accept: UPLOAD_FILE_TYPES, maxBytes: FULL_SCREEN_IMAGE_MAX_BYTES, inList: true, hint: '图片为 JPG，任意尺寸；PDF 如基金招募说明书' }),
    field.textarea('usage', '用途说明', { required: true, maxLength: 200, inList: true, hint: '用在哪里、由谁使用；不再使用时请下架' }),
  ],
  listFilters: [{ kind: 'search', param: 'searchContent', label: '搜索标题或用途', fields: ['title', 'usage'] }],
  seed: [
    { status: 'published', offsetMinutes: -10080, operator: '王晓雯', values: seedValues('年终理财季 活动页横幅', 'banner', BANNER_IMAGE_SLOT, '理财 App「年终理财季」H5 活动页顶部横幅，活动结束后下架') },
    { status: 'published', offsetMinutes: -2880, operator: '黄诗韵', values: seedValues('港股打新指南 分享缩略图', 'square', SQUARE_IMAGE_SLOT, '证券 App 新股专区分享到微信、WhatsApp 时的缩略图') },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: seedValues('2027 春节红包 海报', 'poster', POSTER_IMAGE_SLOT, '春节红包 H5 长图，用户可保存到相册分享') },
    { status: 'draft', values: seedValues('员工持股 归属提醒 卡片', 'card', CAROUSEL_IMAGE_SLOT, '员工持股 App 首页归属提醒卡片（待设计定稿）') },
    { status: 'history', offsetMinutes: -43200, operator: '陈浩然', values: seedValues('双十一理财节 横幅', 'banner', BANNER_IMAGE_SLOT, '双十一理财节活动页横幅，活动已结束') },
  ],
});
