import { formatCmsTime, type ArticleDetail, type ArticleInput } from 'shared-ui/contract';

/** The form holds exactly the contract's input; `position` may be NaN while its box is empty (the schema says why). */
export type ArticleFormValues = ArticleInput;

/** A new article: shown now, module 宏观 unless given, position 0 (first in the slots' list). */
export function emptyArticle(overrides: Partial<ArticleFormValues> = {}): ArticleFormValues {
  return {
    title: '',
    author: '',
    image_author: '',
    abstract: '',
    tags: '',
    url: '',
    own_disclaimer: '',
    other_disclaimer: '',
    thumbnail: '',
    content: '',
    article_module: 'macro',
    show_time: formatCmsTime(Date.now()),
    position: 0,
    manager_id: '',
    ...overrides,
  };
}

/** The stored article as form values (the input fields only). */
export function valuesFromDetail(detail: ArticleDetail): ArticleFormValues {
  return {
    title: detail.title,
    author: detail.author,
    image_author: detail.image_author,
    abstract: detail.abstract,
    tags: detail.tags,
    url: detail.url,
    own_disclaimer: detail.own_disclaimer,
    other_disclaimer: detail.other_disclaimer,
    thumbnail: detail.thumbnail,
    content: detail.content,
    article_module: detail.article_module,
    show_time: detail.show_time,
    position: detail.position,
    manager_id: detail.manager_id,
  };
}
