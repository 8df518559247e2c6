import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SmsCodeStatus, SmsLookup } from 'shared-ui';

const STATUS_COLOURS: Readonly<Record<SmsCodeStatus, 'success' | 'default' | 'warning' | 'error'>> = {
  valid: 'success',
  used: 'default',
  expired: 'default',
  replaced: 'default',
  voided: 'error',
  not_sent: 'warning',
};

/** One look-up's answer: the phone and its account, today's count against the cap, then each code as a card. */
export function SmsCodeCards({ found }: { found: SmsLookup }) {
  return (
    <Stack spacing={1.5} data-testid="sms-lookup-result">
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {found.phone_display}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {found.account ? `员工账号：${found.account}` : '未绑定员工账号'} · 今日已获取 {found.today.sent} / {found.today.limit} 条
          </Typography>
        </CardContent>
      </Card>
      {found.list.length === 0 ? <Alert severity="info">该号码没有获取过验证码</Alert> : null}
      {found.list.map((row) => (
        <Card key={row.id} variant="outlined" data-testid="sms-code-row">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {row.sent_at}
              </Typography>
              <Chip size="small" color={STATUS_COLOURS[row.status]} label={row.status_label} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {row.scene_label}
              {row.code_hint ? ` · 验证码 ${row.code_hint}` : ''} · 有效至 {row.expires_at.slice(11)}
              {row.attempts > 0 ? ` · 输错 ${String(row.attempts)} 次` : ''}
              {row.used_at ? ` · ${row.used_at.slice(11)} 已登录` : ''}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
