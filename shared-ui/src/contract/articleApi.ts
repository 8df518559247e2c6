/** The article calls' paths, the messages a person reads after them, and their answer and query shapes. */
import type { ArticleListQuery } from './articles';
import { CMS_SOURCE } from './articles';
import { LIBRARIES } from './libraries';
import type { Option } from './enums';

/** The calls' paths, relative to the API prefix (the header table above). */
export const ARTICLE_API = {
  create: 'article/',
  list: 'article/list',
  detail: 'article/detail',
  save: 'article/save',
  delete: 'article/delete',
  recycleList: 'article/recycle/list',
  recovery: 'article/recovery',
  checkStatus: 'article/check/status',
  pageview: 'article/update/pageview',
  managers: 'article/relatedmanagers/list',
  image: 'article/image',
} as const;

export const INFORMATION_API = {
  list: 'article/information/list',
  detail: 'article/information/detail',
  create: 'article/information/',
  save: 'article/information/save',
  featured: 'article/information/featured',
} as const;

const LIBRARY = '/articles/library';
const RECYCLE = '/articles/recycle';
const INFORMATION = '/articles/information';
/** The add-content link page and the hidden `/articles/add/…` pages it leads to. */
const ADD = ['/articles/addArticles', '/articles/add'] as const;
/** Who reads each library: its screens (libraries.ts says it once for the pickers and for these calls). */
const ARTICLE_READERS = LIBRARIES.articles.owners;
const INFORMATION_READERS = LIBRARIES.information.owners;

/**
 * Which screens own the article and information calls (the server's permission gate, callOwners.ts). Reads of the
 * article library are also open to whoever may use an operation slot that picks articles (`library`).
 */
export const ARTICLE_CALL_OWNERS = [
  { prefix: 'article', owners: [LIBRARY, ...ADD] },
  { prefix: ARTICLE_API.create, exact: true, owners: ADD },
  { prefix: ARTICLE_API.list, owners: ARTICLE_READERS, library: 'articles' },
  { prefix: ARTICLE_API.detail, owners: ARTICLE_READERS, library: 'articles' },
  { prefix: ARTICLE_API.checkStatus, owners: ARTICLE_READERS, library: 'articles' },
  // Images inside rich text: the information editors use the same editor.
  { prefix: ARTICLE_API.image, owners: [LIBRARY, INFORMATION, ...ADD] },
  { prefix: 'article/recycle', owners: [RECYCLE] },
  { prefix: ARTICLE_API.recovery, owners: [RECYCLE] },
  { prefix: 'article/information', owners: [INFORMATION] },
  // The add pages write headlines, stock-calendar entries and market analyses into the information feed.
  { prefix: INFORMATION_API.create, exact: true, owners: [INFORMATION, ...ADD] },
  { prefix: INFORMATION_API.list, owners: INFORMATION_READERS, library: 'information' },
  { prefix: INFORMATION_API.detail, owners: INFORMATION_READERS, library: 'information' },
] as const;

/** What a person reads after each call: success toasts and the refusals' messages (1019, 1015, 1107). */
export const ARTICLE_MESSAGES = {
  created: '新增成功',
  saved: '保存成功',
  deleted: '已移入回收站',
  recovered: '恢复成功',
  uploaded: '上传成功',
  pageviewUpdated: '浏览量已更新',
  featuredOn: '已设为精选',
  featuredOff: '已取消精选',
  /** 1019 on `POST article/`: an article with this title exists (outside the recycle bin). */
  duplicate: '文章重复添加',
  /** 1019 on `article/save`: another article already has the new title. */
  duplicateOnSave: '文章重复，不能修改',
  /** 1019 on `article/delete`, with `ArticleInUse[]` as data: nothing was deleted. */
  inUse: '包含已预发布或已发布到运营位的文章，不能删除',
  /** 1019 on `article/delete` when only saved drafts of operation slots pick the articles (issue 30). */
  inDraft: '包含运营位草稿中选用的文章，不能删除，请先在草稿中移除',
  /** 1107. */
  notFound: '文章不存在',
  /** 1015: the article is no longer where the list showed it. */
  alreadyInRecycle: (title: string) => `文章「${title}」已在回收站，列表已刷新`,
  notInRecycle: (title: string) => `文章「${title}」不在回收站，列表已刷新`,
  /** 1015 on `article/save` of an article in the recycle bin. */
  editDeleted: '文章已在回收站，请先恢复再编辑',
  /** 1019 on `article/recovery`: a live article took the title meanwhile; nothing was recovered. */
  recoverClash: (title: string) => `回收站中的文章「${title}」与现有文章标题重复，不能恢复`,
  /** 1106 on the `manager_id` field. */
  managerUnknown: '关联的基金经理不存在，请重新选择',
  informationNotFound: '资讯不存在',
  /** 1019 on `POST article/information/` and `…/save`. */
  informationDuplicate: '资讯重复添加：该分类下已有相同标题的资讯',
  stockCalendarDuplicate: '股票日历重复添加：该日期、股票与事件已存在',
  /** 1106 on the `type` field of `…/save`: an item stays in its category. */
  informationTypeFixed: '资讯分类不能修改',
  /** 1106 on the `type` field of `POST article/information/`: the other categories come from feeds. */
  informationTypeNotCreatable: '只能新增股票日历、头条或市场分析',
} as const;

/** `GET article/recycle/list`: newest deletion first unless ordered otherwise. */
export interface RecycleListQuery {
  search?: string;
  currPage?: number;
  pageSize?: number;
  orderBy?: NonNullable<ArticleListQuery['orderBy']> | 'delete_time';
  order?: 'asc' | 'desc';
}

export interface InformationListQuery {
  /** 0 (featured, the default) or a category 1–14. */
  type?: number;
  /** Over title, abstract, linkId, stock code and name. */
  search?: string;
  /** On show_time, inclusive. */
  start_time?: string;
  end_time?: string;
  currPage?: number;
  pageSize?: number;
  orderBy?: 'id' | 'title' | 'show_time' | 'update_time' | 'pageview';
  order?: 'asc' | 'desc';
}

/**
 * Where an information item comes from (`InformationRow.source`): written here, or the feed it was taken from.
 * The categories 6–14 are the external feeds themselves; 异动 comes from the market-data system, 研报 from research.
 */
export const INFORMATION_SOURCES: readonly Option<string>[] = [
  { value: CMS_SOURCE, label: '本站编辑' },
  { value: 'market', label: '行情系统' },
  { value: 'research', label: '研究部' },
  { value: 'reuters', label: '路透社' },
  { value: 'bloomberg', label: '彭博' },
  { value: 'cls', label: '财联社' },
  { value: 'gelonghui', label: '格隆汇' },
  { value: 'zhitong', label: '智通财经' },
  { value: 'aastocks', label: '阿思达克' },
  { value: 'xinhua', label: '新华社' },
  { value: 'stcn', label: '证券时报' },
  { value: 'hkex', label: '港交所披露易' },
];

export function informationSourceName(source: string): string {
  return INFORMATION_SOURCES.find((s) => s.value === source)?.label ?? source;
}

/** The categories the add pages write (stock calendar, headlines, market analysis); the others come from feeds. */
export const INFORMATION_CREATABLE_TYPES: readonly number[] = [1, 2, 4];
