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
import { SectionIcon } from '../frame/SectionIcon';
import { AttentionOverview } from './AttentionOverview';

/**
 * `/home`: a greeting, what needs the person's attention (`AttentionOverview`: the next 24 hours, late go-lives,
 * approvals waiting, their drafts, recent activity) and one card per area they may open.
 */
export default function HomePage() {
  const session = useSession();
  const sections = visibleMenu(session);
  return (
    <Box>
      <PageHeader title={`您好，${session.account}`} subtitle="这里汇总了需要您关注的内容，点击任一条目即可前往处理。" />
      <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
        <Chip label={`角色：${ROLE_LABELS[session.role]}`} color="primary" variant="outlined" />
        {session.isSuperAdmin ? <Chip label="超级管理员" color="secondary" variant="outlined" /> : null}
      </Stack>
      {sections.length === 0 ? null : <AttentionOverview isSuperAdmin={session.isSuperAdmin} />}
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1.5 }}>
        功能入口
      </Typography>
      {sections.length === 0 ? (
        <Typography color="text.secondary">您暂时没有可进入的功能，请联系管理员。</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }} data-testid="home-areas">
          {sections.map((section) => (
            <Card key={section.path} variant="outlined">
              <CardActionArea component={RouterLink} to={section.path}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <SectionIcon icon={section.icon} color="primary" />
                  {/* Below 功能入口's h2: the next level, drawn at the card's size. */}
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
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
