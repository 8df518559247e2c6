import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StockNewsDetail } from 'shared-ui/contract';
import { RichTextView } from 'shared-ui/richText';

/**
 * An item as an approver reads it: the stock, title, source and body (the body sanitised for display), and its reject
 * reason unless `withRejectReason` is false (a decided approval link shows the reason of its own level's decision).
 */
export function StockNewsArticle({ item, withRejectReason = true }: { item: StockNewsDetail; withRejectReason?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {item.stock_name}（{item.symbol}）· 来源：{item.source} · 提交人：{item.submitted_by} · {item.submitted_at}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ my: 1, wordBreak: 'break-word' }}>
        {item.title}
      </Typography>
      {withRejectReason && item.reject_reason && (
        <Typography variant="body2" color="error">
          驳回原因：{item.reject_reason}
        </Typography>
      )}
      <RichTextView html={item.content} sx={{ wordBreak: 'break-word' }} />
    </Box>
  );
}
