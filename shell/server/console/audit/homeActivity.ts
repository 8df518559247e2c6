/**
 * The home page's 最近动态 (contract AUDIT_API.activity): the newest records of the places the account may open, as
 * home lines — the module named with its area, the action in Chinese, and a link to where the change is read again.
 */
import { AUDIT_ACTION_LABELS, ENTRY_PARAM, ITEM_DETAIL_PARAM, slotTitle, type AuditRecord, type HomeActivityLine, type HomeSection, type ModuleDefinition, type Paged } from 'shared-ui/contract';

/**
 * Where a change is read again: a module entry's 修改记录, an article's detail page, a library item's or a stock-news
 * item's detail, else its screen.
 */
function linkOfRecord(record: AuditRecord, isModule: boolean): string {
  if (isModule) return record.entryId === null ? `${record.menuPath}?view=records` : `${record.menuPath}?view=records&${ENTRY_PARAM}=${record.entryId}`;
  // Issue 44, item 13: an article's line opened the library's first page.
  if (record.moduleKey === 'articles' && record.entryId !== null) return `${record.menuPath}/detail/${encodeURIComponent(record.entryId)}`;
  const withDetail = ['funds', 'managers', 'stockNews', 'otherStockNews'];
  if (record.entryId !== null && withDetail.includes(record.moduleKey)) return `${record.menuPath}?${ITEM_DETAIL_PARAM}=${record.entryId}`;
  return record.menuPath;
}

export function homeActivity(page: Paged<AuditRecord>, defs: ReadonlyMap<string, ModuleDefinition>): HomeSection<HomeActivityLine> {
  return {
    total: page.total,
    list: page.list.map((record) => {
      const def = defs.get(record.moduleKey);
      return {
        key: String(record.id),
        moduleTitle: def ? slotTitle(def) : record.moduleTitle,
        title: record.entryTitle,
        at: record.time,
        link: linkOfRecord(record, def !== undefined),
        account: record.account,
        action: AUDIT_ACTION_LABELS[record.action],
      };
    }),
  };
}
