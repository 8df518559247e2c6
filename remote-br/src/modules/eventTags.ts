/**
 * What the two event modules (eventCoverage, homepageEventCoverage) share: the kinds of market event a broker's desk
 * covers, and the size of an event's cover picture (the carousel size, modules.md §9).
 */
import type { Option } from 'shared-ui/contract';

export const EVENT_TAGS: readonly Option<string>[] = [
  { value: 'earnings', label: '财报' },
  { value: 'ipo', label: '新股' },
  { value: 'policy', label: '政策' },
  { value: 'macro', label: '宏观' },
  { value: 'corporate', label: '公司事件' },
];

export const EVENT_COVER_SLOT = { width: 375, height: 170 } as const;
