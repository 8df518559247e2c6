import { MANAGER_MESSAGES } from 'shared-ui/contract';
import { DeleteLibraryItemsDialog } from '../library/DeleteLibraryItemsDialog';
import { useDeleteManagers } from './api/managerMutations';

/** Deleting fund managers: asked first; refused with the slots that show them (DeleteLibraryItemsDialog). */
export function DeleteManagersDialog({ managers, onClose, onDeleted }: { managers: readonly { id: string; name: string; update_time?: string }[]; onClose: () => void; onDeleted: () => void }) {
  return (
    <DeleteLibraryItemsDialog
      itemName="基金经理"
      libraryTitle="基金经理库"
      items={managers}
      consequence="删除后「基金经理推荐」将不能再选择，关联的基金经理品牌文章也不再显示其姓名。"
      deletedMessage={MANAGER_MESSAGES.deleted}
      remove={useDeleteManagers()}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
