import { entryTitle, type ModuleDefinition, type WorkflowRow } from 'shared-ui/contract';

export { entryTitle };

/** An entry as a confirmation names it: 「年末佣金优惠」（ID 8）, or ID 8 when it has no text to go by. */
export function entryName(module: ModuleDefinition, row: WorkflowRow): string {
  const title = entryTitle(module, row);
  return title === '' ? `ID ${String(row.id)}` : `「${title}」（ID ${String(row.id)}）`;
}
