import { FUND_MESSAGES } from 'shared-ui/contract';
import { DeleteLibraryItemsDialog } from '../library/DeleteLibraryItemsDialog';
import { useDeleteFunds } from './api/fundMutations';

/** Deleting funds: asked first; refused with the slots that show them (DeleteLibraryItemsDialog). */
export function DeleteFundsDialog({ funds, onClose, onDeleted }: { funds: readonly { id: number; name: string; update_time?: string }[]; onClose: () => void; onDeleted: () => void }) {
  return (
    <DeleteLibraryItemsDialog
      itemName="基金"
      libraryTitle="基金库"
      items={funds}
      consequence={`删除后运营位将不能再选择${funds.length > 1 ? '这些基金' : '该基金'}。`}
      deletedMessage={FUND_MESSAGES.deleted}
      remove={useDeleteFunds()}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
