import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';

/** Inside the frame, for a path no screen answers. */
export function NotFoundPage() {
  return (
    <Box sx={{ py: 10, textAlign: 'center' }} data-testid="not-found">
      <Typography variant="h5" gutterBottom>
        页面不存在
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        您访问的地址没有对应的页面，请从左侧菜单进入。
      </Typography>
      <Button variant="contained" component={RouterLink} to="/home">
        返回首页
      </Button>
    </Box>
  );
}
