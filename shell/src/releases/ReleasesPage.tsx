import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from 'shared-ui';
import { PageHeader } from 'shared-ui/components';
import { Link, useSearchParams } from 'shared-ui/router';
import { ReleaseList } from './ReleaseList';
import { ReleasePanel } from './ReleasePanel';
import { useReleasePermissions, type ReleasePermissions } from './useReleasePermissions';
import { useReleaseDetail } from './useReleases';

/** The address's `id`: a release's id, `new` for one being created. */
const ID_PARAM = 'id';
const NEW_RELEASE = 'new';

function openedFrom(params: URLSearchParams): number | 'new' | null {
  const id = params.get(ID_PARAM);
  if (id === NEW_RELEASE) return NEW_RELEASE;
  return id !== null && /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null;
}

/**
 * `/releases` (发布批次): a campaign's pre-published entries across modules and apps, prepared as one release, checked
 * as a whole, scheduled, moved, withdrawn and taken off shelf as one. The list on the left (above on narrow screens),
 * the open release beside it; the open one is named in the address (`?id=3`), so a link or a reload opens it.
 */
export function ReleasesPage() {
  useDocumentTitle('发布批次');
  const [params, setParams] = useSearchParams();
  const opened = openedFrom(params);
  const may = useReleasePermissions();
  const open = (id: number | 'new' | null) => setParams(id === null ? {} : { [ID_PARAM]: String(id) });
  return (
    <Box>
      <PageHeader
        title="发布批次"
        subtitle="把一次活动在各模块、各 App 的预发布条目编成一批：一起检查，一起安排在同一时间上线，一起撤回或下架。"
        actions={
          may.save ? (
            <Button variant="contained" startIcon={<Add />} component={Link} to={{ search: `?${ID_PARAM}=${NEW_RELEASE}` }} data-testid="release-create">
              新建批次
            </Button>
          ) : null
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(260px, 360px) minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
        <ReleaseList selectedId={typeof opened === 'number' ? opened : null} />
        {opened === NEW_RELEASE ? (
          may.save ? (
            <ReleasePanel key={NEW_RELEASE} release={null} may={may} onCreated={open} onDeleted={() => open(null)} />
          ) : (
            <Alert severity="info">你的角色只能查看发布批次，不能新建</Alert>
          )
        ) : opened === null ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">在左侧选择一个批次查看和处理{may.save ? '，或「新建批次」' : ''}</Typography>
          </Paper>
        ) : (
          <OpenRelease key={opened} id={opened} may={may} onCreated={open} onDeleted={() => open(null)} />
        )}
      </Box>
    </Box>
  );
}

function OpenRelease({ id, may, onCreated, onDeleted }: { id: number; may: ReleasePermissions; onCreated: (id: number) => void; onDeleted: () => void }) {
  const detail = useReleaseDetail(id);
  if (detail.data) return <ReleasePanel release={detail.data} may={may} onCreated={onCreated} onDeleted={onDeleted} />;
  if (detail.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
            重试
          </Button>
        }
      >
        批次加载失败：{detail.error.message}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label="正在加载批次">
      <Skeleton height={40} />
      <Skeleton height={56} />
      <Skeleton height={56} />
    </Paper>
  );
}

export default ReleasesPage;
