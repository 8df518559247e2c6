import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';
import { AUDIT_PATH, PERMISSION_ADMIN_PATH, RELEASE_PATH, ROLE_LABELS, SCHEDULE_PATH, isPathPermitted, useSession, visibleMenu } from 'shared-ui';
import { PageHeader } from 'shared-ui/screen';
import { SectionIcon } from '../frame/SectionIcon';
import { AttentionOverview } from './AttentionOverview';

/** What a menu section without sub-entries offers, said on its card (issue 44, item 13: the 发布日历 card was empty). */
const SECTION_SUMMARIES: Readonly<Record<string, string>> = {
  [SCHEDULE_PATH]: '按月、周、日或时间轴查看各模块的定时上线与下线',
  [RELEASE_PATH]: '把跨模块、跨 App 的一次活动作为一个批次整体检查、定时发布与撤回',
  [AUDIT_PATH]: '查看每一次修改：谁、何时、改了什么',
  [PERMISSION_ADMIN_PATH]: '管理后台账号、角色与可进入的菜单',
};

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
      {sections.length === 0 ? null : <AttentionOverview isSuperAdmin={session.isSuperAdmin} calendarOpen={isPathPermitted(session.permission, SCHEDULE_PATH)} releasesOpen={isPathPermitted(session.permission, RELEASE_PATH)} />}
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
              ) : SECTION_SUMMARIES[section.path] ? (
                <CardContent sx={{ pt: 0 }}>
                  <Typography variant="body2" color="text.secondary">
                    {SECTION_SUMMARIES[section.path]}
                  </Typography>
                </CardContent>
              ) : null}
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
