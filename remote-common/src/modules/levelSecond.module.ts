/**
 * 二级分类 (levelSecond): the sub-tabs under a level-one channel (市场资讯 › 港股 / 美股 / A 股; 投资学堂 › 新手入门 /
 * 基金知识 …). Each names its parent among levelFirst's published codes (the `categories` library), its own code, its name in 简体 /
 * 繁體 / English, its order within the parent, and what it lists: articles of the library's `article_module` and
 * carrying any of its tags (the library's tags are separated by an English semicolon, modules.md §5).
 *
 * A level-two code starts with its parent's code and an underscore (market_hk): the apps' analytics read the channel
 * from it, and a code can never be mistaken for one of another channel. One configuration per code is live; a newer
 * one supersedes it. Schedule `push_time`.
 */
import { ARTICLE_MODULES, defineModule, field, stringValue, type ModuleValues } from 'shared-ui/contract';
import { CATEGORY_CODE, CATEGORY_SORT } from './contentCategories';

/** Tags as the article library writes them: `港股通;南向资金`, no empty or full-width separators. */
const TAG_LIST = /^[^;；\s][^;；]*(;[^;；\s][^;；]*)*$/;

const seedValues = (parent: string, code: string, zh: string, hant: string, en: string, sort: number, articleModule: string, tags: string): ModuleValues => ({
  parent_code: parent,
  code,
  name: { 'zh-hans': zh, 'zh-hant': hant, en },
  sort,
  article_module: articleModule,
  tags,
});

export const levelSecond = defineModule({
  area: 'common',
  name: 'levelSecond',
  title: '二级分类',
  description: '一级分类下的二级分类：所属一级分类、编码、多语言名称、排序，以及列出哪类文章、哪些标签',
  apiBase: 'operation/common/levelsecond/',
  schedule: 'push_time',
  fields: [
    // A parent among levelFirst's live codes (the `categories` library): a channel not published has no sub-tabs yet,
    // and a parent in use cannot be taken off shelf while this entry waits or is live.
    field.ref('parent_code', '所属一级分类', 'categories', { required: true, inList: true, hint: '从已发布的一级分类中选择' }),
    field.text('code', '分类编码', { required: true, maxLength: 32, inList: true, hint: '以一级分类编码加下划线开头，小写字母、数字或下划线，如 market_hk' }),
    field.multiLanguage('name', '分类名称', { required: true, languages: ['zh-hans', 'zh-hant', 'en'], maxLength: 16, inList: true }),
    field.number('sort', '排序', { required: true, integer: true, min: CATEGORY_SORT.min, max: CATEGORY_SORT.max, defaultValue: 1, inList: true, hint: '同一一级分类内数字小的在前' }),
    field.select('article_module', '文章类型', ARTICLE_MODULES, { required: true, defaultValue: 'hot', hint: '该分类列出文章库中此类型的文章' }),
    field.text('tags', '文章标签', { required: true, maxLength: 100, hint: '列出带有其中任一标签的文章，多个标签用英文分号隔开，如 港股通;南向资金' }),
  ],
  normalise: (values) => ({ ...values, tags: stringValue(values.tags).replace(/；/g, ';').replace(/\s*;\s*/g, ';') }),
  rules: [
    { field: 'code', message: '分类编码只能包含小写字母、数字或下划线，以字母开头', test: (v) => stringValue(v.code) === '' || CATEGORY_CODE.test(stringValue(v.code)) },
    {
      field: 'code',
      message: '分类编码须以所属一级分类的编码加下划线开头，如 market_hk',
      test: (v) => stringValue(v.code) === '' || stringValue(v.code).startsWith(`${stringValue(v.parent_code)}_`),
    },
    { field: 'tags', message: '标签之间用英文分号隔开，不能有空标签', test: (v) => stringValue(v.tags) === '' || TAG_LIST.test(stringValue(v.tags)) },
  ],
  supersedes: { fields: ['code'], subject: '该分类编码' },
  listFilters: [{ kind: 'search', param: 'searchContent', label: '搜索编码或标签', fields: ['code', 'tags'] }],
  seed: [
    { status: 'published', offsetMinutes: -43000, operator: '王晓雯', values: seedValues('market', 'market_hk', '港股', '港股', 'HK Stocks', 1, 'hot', '港股通;南向资金;高股息') },
    { status: 'published', offsetMinutes: -42900, operator: '王晓雯', values: seedValues('market', 'market_macro', '宏观', '宏觀', 'Macro', 3, 'macro', '美联储;美元指数;PMI') },
    { status: 'prepublished', offsetMinutes: 1440, operator: '黄诗韵', values: seedValues('education', 'education_fund', '基金知识', '基金知識', 'Fund Basics', 2, 'education', '基金定投;债券基金;风险等级') },
    { status: 'draft', values: seedValues('market', 'market_tech', '科技', '科技', 'Tech', 2, 'hot', '人工智能;算力') },
    { status: 'history', offsetMinutes: -86000, operator: '陈浩然', values: seedValues('education', 'education_newbie', '新手上路', '新手上路', 'Getting Started', 1, 'education', '长期投资') },
  ],
});
