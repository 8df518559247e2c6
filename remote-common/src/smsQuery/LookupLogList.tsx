import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Paged, SmsLookupLogRow } from 'shared-ui';
import { LOG_PAGE_SIZE } from './smsQueryApi';

export interface LookupLogListProps {
  page: Paged<SmsLookupLogRow> | null;
  failed: string | null;
  onPage: (currPage: number) => void;
}

/** 查询记录: every look-up anyone made (who, when, which phone, how many codes it showed), newest first. */
export function LookupLogList({ page, failed, onPage }: LookupLogListProps) {
  const pages = page ? Math.max(1, Math.ceil(page.total / LOG_PAGE_SIZE)) : 1;
  return (
    <Box component="section" aria-label="查询记录" sx={{ mt: 4 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        查询记录
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        每次查询都会记录查询人、时间和号码，所有有查询权限的同事都能看到。
      </Typography>
      {failed ? <Alert severity="error">{failed}</Alert> : null}
      {page && page.list.length === 0 ? <Alert severity="info">暂无查询记录</Alert> : null}
      {page && page.list.length > 0 ? (
        <>
          <List dense disablePadding data-testid="sms-lookup-log">
            {page.list.map((row) => (
              <ListItem key={row.id} divider disableGutters>
                <ListItemText primary={`${row.actor} 查询了 ${row.phone_display}`} secondary={`${row.at} · 显示 ${String(row.found)} 条`} />
              </ListItem>
            ))}
          </List>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
            <Button size="small" disabled={page.currPage <= 1} onClick={() => onPage(page.currPage - 1)}>
              上一页
            </Button>
            <Typography variant="body2" color="text.secondary">
              第 {page.currPage} / {pages} 页，共 {page.total} 条
            </Typography>
            <Button size="small" disabled={page.currPage >= pages} onClick={() => onPage(page.currPage + 1)}>
              下一页
            </Button>
          </Box>
        </>
      ) : null}
    </Box>
  );
}
