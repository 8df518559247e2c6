import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';
import { ROLE_LABELS, useSession, visibleMenu } from 'shared-ui';
import { PageHeader } from 'shared-ui/screen';
import { SectionIcon } from './SectionIcon';

/** `/home`: a greeting and one card per area the user may open (the visible menu's sections and their entries). */
export default function HomePage() {
  const session = useSession();
  const sections = visibleMenu(session);
  return (
    <Box>
      <PageHeader title={`您好，${session.account}`} subtitle="欢迎使用内容与运营管理后台，请选择要进入的功能。" />
      <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
        <Chip label={`角色：${ROLE_LABELS[session.role]}`} color="primary" variant="outlined" />
        {session.isSuperAdmin ? <Chip label="超级管理员" color="secondary" variant="outlined" /> : null}
      </Stack>
      {sections.length === 0 ? (
        <Typography color="text.secondary">您暂时没有可进入的功能，请联系管理员。</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }} data-testid="home-areas">
          {sections.map((section) => (
            <Card key={section.path} variant="outlined">
              <CardActionArea component={RouterLink} to={section.path}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <SectionIcon icon={section.icon} color="primary" />
                  {/* Below the page's h1: the next level, drawn at the card's size. */}
                  <Typography variant="h6" component="h2">
                    {section.title}
                  </Typography>
                </CardContent>
              </CardActionArea>
              {section.children && section.children.length > 0 ? (
                <CardContent sx={{ pt: 0 }}>
                  <Stack spacing={0.5}>
                    {section.children.map((child) => (
                      <Link key={child.path} component={RouterLink} to={child.path} underline="hover">
                        {child.title}
                      </Link>
                    ))}
                  </Stack>
                </CardContent>
              ) : null}
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
