import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { consoleApi, shownFailureMessage, unwrap } from 'shared-ui';
import { LIBRARIES, libraryUsagePath, type LibraryKey, type LibraryUsage } from 'shared-ui/contract';
import { useScreenQuery } from 'shared-ui/query';
import { WhereUsedList } from './WhereUsedList';

/**
 * 使用情况 of one library item, asked of the console service's where-used call (`GET library/{key}/usage?id=`, from its
 * entry index): a detail that does
 * not already carry its slots shows this. Loading, 加载失败 with 重试, and the list or the line saying nothing uses it.
 *
 * @example <WhereUsedPanel library="information" id={item.linkId} />
 */
export function WhereUsedPanel({ library, id }: { library: LibraryKey; id: string }) {
  const itemName = LIBRARIES[library].itemName;
  const usage = useScreenQuery({
    queryKey: ['library', library, 'usage', id],
    queryFn: () => unwrap(consoleApi.get<LibraryUsage>(libraryUsagePath(library), { id })),
  });
  if (usage.isPending) return <Skeleton variant="rounded" height={40} aria-label="使用情况加载中" />;
  if (usage.isError) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void usage.refetch()}>
            重试
          </Button>
        }
      >
        使用情况加载失败{shownFailureMessage(usage.error) ? `：${String(shownFailureMessage(usage.error))}` : ''}
      </Alert>
    );
  }
  return <WhereUsedList uses={usage.data.uses} itemName={itemName} emptyText={`暂无运营位使用该${itemName}（含已保存的草稿），可以删除。`} />;
}
