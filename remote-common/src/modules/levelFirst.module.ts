/**
 * 一级分类 (levelFirst): the top-level content channels the apps' 资讯 / 学堂 pages show as tabs — 市场资讯, 研究报告,
 * 基金精选, 新股专区, 投资学堂, 公告通知. The codes are the apps' own (contentCategories.ts: each is a page and an
 * analytics key the apps were built with); operations configure per code its name in 简体 / 繁體 / English (the apps
 * serve the mainland, Hong Kong and overseas clients), its icon (any pixels, PNG, SVG or JPG, drawn in a 96×96 tab), its order and whether the tab is shown.
 *
 * One configuration per code is live: a newer one supersedes it (asked on save, the older retired when the newer goes
 * live), so renaming a channel is publishing its new name. Level-two categories (levelSecond) name a code of this
 * list as their parent. Schedule `push_time`.
 */
import { defineModule, field, seedImagePath, type ModuleValues } from 'shared-ui/contract';
import { CATEGORY_SORT, LEVEL_ONE_CATEGORIES } from './contentCategories';
import { ICON_IMAGE_SLOT } from './imageSlots';

const seedValues = (code: string, zh: string, hant: string, en: string, sort: number, visible: 0 | 1 = 1): ModuleValues => ({
  code,
  name: { 'zh-hans': zh, 'zh-hant': hant, en },
  icon: seedImagePath(`common-level-${code}`, ICON_IMAGE_SLOT),
  sort,
  visible,
});

export const levelFirst = defineModule({
  area: 'common',
  name: 'levelFirst',
  title: '一级分类',
  description: '资讯、学堂频道的一级分类：按分类编码配置多语言名称、图标、排序与是否展示',
  apiBase: 'operation/common/levelfirst/',
  schedule: 'push_time',
  fields: [
    field.select('code', '分类编码', LEVEL_ONE_CATEGORIES, { required: true, defaultValue: 'market', inList: true, hint: 'App 按编码识别频道，编码由研发约定' }),
    field.multiLanguage('name', '分类名称', { required: true, languages: ['zh-hans', 'zh-hant', 'en'], maxLength: 16, inList: true, hint: '频道标签上显示，中文建议 2–4 字' }),
    // At whatever pixels the designer drew (the app scales them); JPG, as every image of the spec (modules §5, §9).
    field.image('icon', '分类图标', { ...ICON_IMAGE_SLOT, anySize: true }, { required: true }),
    field.number('sort', '排序', { required: true, integer: true, min: CATEGORY_SORT.min, max: CATEGORY_SORT.max, defaultValue: 1, inList: true, hint: '数字小的在前' }),
    field.switch('visible', '是否展示', { onLabel: '展示', offLabel: '隐藏', defaultValue: 1, inList: true, hint: '隐藏后 App 不显示该频道，其二级分类一并隐藏' }),
  ],
  supersedes: { fields: ['code'], subject: '该分类编码' },
  // First a code no levelSecond seed picks and nothing pre-publishes: the first seed's values are the ones a walk through
  // publish and off shelf takes (workflow.registry; the conformance kit's lifecycle), and a published code levelSecond
  // picks cannot go off shelf.
  seed: [
    { status: 'history', offsetMinutes: -86400, operator: '陈浩然', values: seedValues('fund', '基金优选', '基金優選', 'Funds', 2) },
    { status: 'published', offsetMinutes: -43200, operator: '王晓雯', values: seedValues('market', '市场资讯', '市場資訊', 'Markets', 1) },
    { status: 'published', offsetMinutes: -43100, operator: '王晓雯', values: seedValues('education', '投资学堂', '投資學堂', 'Learn', 4) },
    { status: 'prepublished', offsetMinutes: 1440, operator: '黄诗韵', values: seedValues('ipo', '新股专区', '新股專區', 'IPO', 3) },
    { status: 'draft', values: seedValues('research', '研究报告', '研究報告', 'Research', 2, 0) },
  ],
});
