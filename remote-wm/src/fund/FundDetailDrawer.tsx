import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useFundDetail } from './api/fundQueries';
import { FundFacts } from './FundFacts';
import { shownFailureMessage } from 'shared-ui';
import { WhereUsedList } from 'shared-ui/components';

const TEXTS = [
  ['展示标题', 'title'],
  ['推荐语', 'remark'],
  ['基金简介', 'description'],
] as const;

/** The drawer is a dialog (modal) and names itself, as the region inside it does: an address can open it (`?detail=`). */
const DRAWER_NAME = '基金详情';

/** A fund's detail beside the list: its facts, its words, who changed it last, and the slots that show it. */
export function FundDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useFundDetail(id);
  const fund = detail.data;
  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose} slotProps={{ paper: { 'aria-label': DRAWER_NAME } }}>
      <Box sx={{ width: 440, p: 3 }} role="region" aria-label={DRAWER_NAME}>
        {detail.isPending ? <CircularProgress size={24} aria-label="加载中" /> : null}
        {detail.isError ? <Alert severity="error">{shownFailureMessage(detail.error) ?? '加载失败'}</Alert> : null}
        {fund ? (
          <>
            <Typography variant="h6" component="h2" gutterBottom>
              {fund.name}
            </Typography>
            <FundFacts fund={fund} />
            {TEXTS.map(([label, key]) => (
              <Box key={key} sx={{ mt: 1.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="body2">{fund[key] || '—'}</Typography>
              </Box>
            ))}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
              {`${fund.update_operator} 更新于 ${fund.update_time}（${fund.create_operator} 添加于 ${fund.create_time}）`}
            </Typography>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h3">
              使用情况
            </Typography>
            <WhereUsedList uses={fund.slots} itemName="基金" emptyText="暂无运营位使用该基金（含已保存的草稿），可以删除。" />
          </>
        ) : null}
      </Box>
    </Drawer>
  );
}
