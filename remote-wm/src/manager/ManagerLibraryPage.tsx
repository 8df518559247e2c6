import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { MANAGER_LIMITS, MANAGER_MESSAGES, MANAGER_ORDER_COLUMNS, MANAGER_OWNER_PATH, type ManagerRow } from 'shared-ui/contract';
import { LibraryPage, type LibraryScreenTexts } from 'shared-ui/library';
import { Link as RouterLink } from 'shared-ui/router';
import { managerLibrary } from './api/managerLibrary';
import { managerColumns } from './managerColumns';
import { ManagerDetailDrawer } from './ManagerDetailDrawer';
import { ManagerDialog } from './ManagerDialog';

const TEXTS: LibraryScreenTexts = {
  title: '基金经理库',
  subtitle: '「基金经理推荐」可选的基金经理：姓名、照片、简介与在管基金；正在运营位中使用的基金经理不能删除',
  addLabel: '添加基金经理',
  itemName: '基金经理',
  libraryTitle: '基金经理库',
  deletedMessage: MANAGER_MESSAGES.deleted,
  consequence: () => '删除后「基金经理推荐」将不能再选择，关联的基金经理品牌文章也不再显示其姓名。',
  gridName: '基金经理列表',
  search: { label: '搜索姓名、基金公司或编号', maxLength: MANAGER_LIMITS.search },
};

/** 基金经理库: the people the candidate cards pick from — search, add, edit, delete, where each is used. */
export function ManagerLibraryPage() {
  return (
    <LibraryPage<ManagerRow>
      library={managerLibrary}
      texts={TEXTS}
      path={`${MANAGER_OWNER_PATH}/managers`}
      via={[{ path: MANAGER_OWNER_PATH, title: '基金经理推荐' }]}
      actions={
        <Button component={RouterLink} to={MANAGER_OWNER_PATH} startIcon={<ArrowBack />}>
          返回基金经理推荐
        </Button>
      }
      // The key is the manager's code as the address names it (M1012).
      detailKey={(param) => param}
      sortable={MANAGER_ORDER_COLUMNS}
      columns={managerColumns}
      renderDetail={(id, onClose) => <ManagerDetailDrawer id={id} onClose={onClose} />}
      renderForm={(manager, onClose) => <ManagerDialog manager={manager} onClose={onClose} />}
    />
  );
}
