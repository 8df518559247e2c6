/**
 * Where a tap on a shared carousel slide, activity or search word goes: a fund of the fund library, an article of the
 * article library, or an H5 page. The library keys are picked, never typed (jumpTargets.ts), so a slide can never
 * open a fund or article that does not exist.
 */
import type { JumpTargetSpec, Option } from 'shared-ui/contract';

export const CONTENT_JUMP_TYPES: readonly Option<string>[] = [
  { value: 'fund', label: '基金' },
  { value: 'article', label: '文章' },
  { value: 'h5', label: 'H5 页面' },
];

export const CONTENT_JUMP_TARGETS: Readonly<Record<string, JumpTargetSpec>> = {
  fund: { library: 'funds' },
  article: { library: 'articles' },
  h5: 'url',
};

export const CONTENT_JUMP_HINT = '基金、文章从库中搜索选择；H5 填 http(s) 链接';
