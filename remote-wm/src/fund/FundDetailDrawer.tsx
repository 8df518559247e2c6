import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LibraryDetailDrawer } from 'shared-ui/library';
import { fundLibrary } from './api/fundLibrary';
import { FundFacts } from './FundFacts';

const TEXTS = [
  ['展示标题', 'title'],
  ['推荐语', 'remark'],
  ['基金简介', 'description'],
] as const;

/** A fund's detail beside the list: its facts, its words, who changed it last, and the slots that show it. */
export function FundDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = fundLibrary.useDetail(id);
  return (
    <LibraryDetailDrawer name="基金详情" itemName="基金" open={id !== null} onClose={onClose} detail={detail}>
      {(fund) => (
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
        </>
      )}
    </LibraryDetailDrawer>
  );
}
