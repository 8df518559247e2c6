import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ImageThumb } from 'shared-ui/components';
import { LibraryDetailDrawer } from 'shared-ui/library';
import { managerLibrary } from './api/managerLibrary';

/** A manager's detail beside the list: portrait, facts, intro, funds, who changed it last, and the slots that show them. */
export function ManagerDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = managerLibrary.useDetail(id);
  return (
    <LibraryDetailDrawer name="基金经理详情" itemName="基金经理" open={id !== null} onClose={onClose} detail={detail}>
      {(manager) => (
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            {manager.photo ? <ImageThumb src={manager.photo} alt={`${manager.name}的照片`} box={{ width: 90, height: 120 }} fit="cover" radius={1} /> : null}
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
        </>
      )}
    </LibraryDetailDrawer>
  );
}
