/**
 * The level-one content categories (一级分类) the apps route by. The codes are fixed because each is a channel the
 * apps were built with (its page, its analytics key); what operations configure per code is its name, icon and order
 * (levelFirst), and the level-two categories under it (levelSecond, whose parent is one of these codes).
 *
 * Why a fixed list rather than the codes of live levelFirst entries: the engine's references point at libraries
 * (articles, funds …), not at another module's entries, so a select over this list is what lets the form and the
 * server refuse a level-two category whose parent does not exist.
 */
import type { Option } from 'shared-ui/contract';

export const LEVEL_ONE_CATEGORIES: readonly Option<string>[] = [
  { value: 'market', label: 'market 市场资讯' },
  { value: 'research', label: 'research 研究报告' },
  { value: 'fund', label: 'fund 基金精选' },
  { value: 'ipo', label: 'ipo 新股专区' },
  { value: 'education', label: 'education 投资学堂' },
  { value: 'notice', label: 'notice 公告通知' },
];

/** Category codes as the apps and the analytics keys read them: lower-case letters, digits and underscores. */
export const CATEGORY_CODE = /^[a-z][a-z0-9_]{1,31}$/;

/** Category orders: 1 first; the apps show at most a few dozen. */
export const CATEGORY_SORT = { min: 1, max: 99 } as const;
