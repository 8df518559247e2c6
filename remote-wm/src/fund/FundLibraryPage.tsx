import { FUND_LIMITS, FUND_MESSAGES, FUND_ORDER_COLUMNS, FUND_RISK_LEVELS, joinMultiValue, splitMultiValue, type FundRow } from 'shared-ui/contract';
import { LibraryPage, type LibraryFilters, type LibraryScreenTexts } from 'shared-ui/library';
import { fundLibrary } from './api/fundLibrary';
import { AddFundDialog } from './AddFundDialog';
import { EditFundDialog } from './EditFundDialog';
import { fundColumns } from './fundColumns';
import { FundDetailDrawer } from './FundDetailDrawer';

const RISK_OPTIONS = FUND_RISK_LEVELS.map((r) => ({ value: r.value, label: r.label }));

/** 风险等级 filters in its column's header, several levels at once (the server takes them comma-separated). */
const RISK_FILTER: LibraryFilters<{ risk: string }> = {
  initial: { risk: '' },
  header: (applied, apply) => ({
    risk_level: { multiple: true, label: '风险等级', options: RISK_OPTIONS, value: splitMultiValue(applied.risk), onChange: (picked) => apply({ risk: joinMultiValue(picked) }) },
  }),
};

const TEXTS: LibraryScreenTexts = {
  title: '基金管理',
  subtitle: '运营位可选的基金：从产品库添加，维护展示标题与推荐语；正在运营位中使用的基金不能删除',
  search: { label: '搜索基金名称、ISIN 或标题', maxLength: FUND_LIMITS.search },
  addLabel: '添加基金',
  gridName: '基金列表',
  itemName: '基金',
  libraryTitle: '基金库',
  consequence: (count) => `删除后运营位将不能再选择${count > 1 ? '这些基金' : '该基金'}。`,
  deletedMessage: FUND_MESSAGES.deleted,
};

/** Newest first until the person sorts. */
const ORDER = { orderBy: 'id', order: 'desc' } as const;

const fundKey = (param: string) => (/^\d+$/.test(param) ? Number(param) : null);

/** 基金管理: the operation library of funds that slots pick from — search, risk filter, add, edit, delete, where used. */
export function FundLibraryPage() {
  return (
    <LibraryPage<FundRow, { risk: string }>
      library={fundLibrary}
      texts={TEXTS}
      path="/operation/wm/fund"
      filters={RISK_FILTER}
      defaultOrder={ORDER}
      columns={fundColumns}
      sortable={FUND_ORDER_COLUMNS}
      detailKey={fundKey}
      renderForm={(fund, onClose) => (fund ? <EditFundDialog fund={fund} onClose={onClose} /> : <AddFundDialog onClose={onClose} />)}
      renderDetail={(id, onClose) => <FundDetailDrawer id={id} onClose={onClose} />}
    />
  );
}
