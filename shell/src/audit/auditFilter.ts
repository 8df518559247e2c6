/** The /audit filter as the address holds it (`?account=&module=&action=&from=&to=`): a view is shared by its link. */
import { isAuditAction, type AuditFilter } from 'shared-ui/contract';

export type AuditFilterName = keyof AuditFilter;
export type AuditFilterValues = Record<AuditFilterName, string>;

export const AUDIT_FILTER_NAMES: readonly AuditFilterName[] = ['account', 'module', 'action', 'from', 'to'];
export const NO_AUDIT_FILTERS: AuditFilterValues = { account: '', module: '', action: '', from: '', to: '' };

/** The filter an address names; an unknown action is dropped rather than sent (the server would refuse it). */
export function auditFilterFrom(params: URLSearchParams): AuditFilterValues {
  const values = Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, params.get(name)?.trim() ?? ''])) as AuditFilterValues;
  return isAuditAction(values.action) ? values : { ...values, action: '' };
}

/** The address of a filter: blank parts left out, so a plain /audit is the whole trail. */
export function auditFilterParams(values: AuditFilterValues): URLSearchParams {
  return new URLSearchParams(AUDIT_FILTER_NAMES.filter((name) => values[name] !== '').map((name) => [name, values[name]]));
}
