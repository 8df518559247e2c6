import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ImageThumb, WhereUsedList } from 'shared-ui/components';
import { useManagerDetail } from './api/managerQueries';
import { shownFailureMessage } from 'shared-ui';

/** The drawer is a dialog (modal) and names itself, as the region inside it does: an address can open it (`?detail=`). */
const DRAWER_NAME = '基金经理详情';

/** A manager's detail beside the list: portrait, facts, intro, funds, who changed it last, and the slots that show them. */
export function ManagerDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useManagerDetail(id);
  const manager = detail.data;
  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose} slotProps={{ paper: { 'aria-label': DRAWER_NAME } }}>
      <Box sx={{ width: 440, p: 3 }} role="region" aria-label={DRAWER_NAME}>
        {detail.isPending ? <CircularProgress size={24} aria-label="加载中" /> : null}
        {detail.isError ? <Alert severity="error">{shownFailureMessage(detail.error) ?? '加载失败'}</Alert> : null}
        {manager ? (
          <>
            <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
              {manager.photo ? (
                <ImageThumb src={manager.photo} alt={`${manager.name}的照片`} box={{ width: 90, height: 120 }} fit="cover" radius={1} />
              ) : null}
              <Box>
                <Typography variant="h6" component="h2">
                  {manager.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">{`${manager.company} · 从业 ${String(manager.years)} 年 · ${manager.id}`}</Typography>
                {manager.photo ? null : (
                  <Typography variant="caption" color="warning.main">
                    尚未上传照片
                  </Typography>
                )}
              </Box>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              经理简介
            </Typography>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {manager.intro}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              在管基金
            </Typography>
            <Typography variant="body2">{manager.funds.length > 0 ? manager.funds.map((f) => f.name).join('、') : '—'}</Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
              {`${manager.update_operator} 更新于 ${manager.update_time}（${manager.create_operator} 添加于 ${manager.create_time}）`}
            </Typography>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h3">
              使用情况
            </Typography>
            <WhereUsedList uses={manager.slots} itemName="基金经理" emptyText="暂无运营位使用该基金经理（含已保存的草稿），可以删除。" />
          </>
        ) : null}
      </Box>
    </Drawer>
  );
}
