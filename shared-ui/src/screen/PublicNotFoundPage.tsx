import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * For a public address no page answers (an approval link, an SMS or activity page, opened without signing in): the
 * console's 404 speaks of its menu and its home page, which a visitor with a link has neither of. What helps them is
 * the person who sent the link.
 */
export function PublicNotFoundPage() {
  return (
    <Box sx={{ py: 10, px: 2, textAlign: 'center' }} data-testid="not-found">
      <Typography variant="h5" component="h1" gutterBottom>
        页面不存在
      </Typography>
      <Typography color="text.secondary">链接可能不完整或已失效，请向发送链接的同事确认地址。</Typography>
    </Box>
  );
}
