import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { AUDIT_PATH, CONSOLE_API_PREFIX, HOME_API, HOME_MOMENT_LABELS, HOME_WINDOWS, RELEASE_DUE_HOURS, RELEASE_PATH, SCHEDULE_PATH, getOnFirstScreen, type HomeLine, type HomeSection } from 'shared-ui';
import { AttentionSection } from './AttentionSection';
import { useHomeOverview, type HomeSections } from './useHomeOverview';
import { whenLabel } from './whenLabel';
import { IndexedAt, IndexUnread } from './IndexFreshnessNote';

const GRID_SX = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' } as const;

/** /home's "needs attention": five sections from the console service's `home/overview` and `audit/activity`, each line a link to where it is handled. */
/** `calendarOpen`: the account may open 发布日历 (granted like any screen): only then do sections link to it. */
/** `releasesOpen`: the account may open 发布批次: the releases due in the next 24 hours are a section of their own. */
export function AttentionOverview({ isSuperAdmin, calendarOpen, releasesOpen = false }: { isSuperAdmin: boolean; calendarOpen: boolean; releasesOpen?: boolean }) {
  const { state, reload } = useHomeOverview(releasesOpen);
  if (state.status === 'loading') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', minHeight: 48 }} role="status">
        <CircularProgress size={18} aria-hidden />
        <span>正在读取需要关注的内容…</span>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            重试
          </Button>
        }
      >
        {state.reported ? '需要关注的内容未能读取' : `需要关注的内容未能读取：${state.message}`}
      </Alert>
    );
  }
  return <Sections overview={state.overview} isSuperAdmin={isSuperAdmin} calendarOpen={calendarOpen} reload={reload} />;
}

/**
 * 我的草稿 whole (issue 44, item 13): the overview answers the newest HOME_WINDOWS.lines; `home/drafts` answers every
 * draft the account saved last in a module it opens, each a link to that module's edit tab.
 */
async function readAllDrafts(): Promise<{ lines: HomeLine[] } | { failed: string }> {
  const answer = await getOnFirstScreen<HomeSection<HomeLine>>(HOME_API.drafts, undefined, CONSOLE_API_PREFIX);
  return answer.code === 0 ? { lines: answer.data.list } : { failed: answer.reported ? '全部草稿未能读取' : `全部草稿未能读取：${answer.msg || '读取失败'}` };
}

function Sections({ overview, isSuperAdmin, calendarOpen, reload }: { overview: HomeSections; isSuperAdmin: boolean; calendarOpen: boolean; reload: () => void }) {
  const toCalendar = calendarOpen ? { to: SCHEDULE_PATH, label: '在发布日历中查看' } : undefined;
  const when = (at: string) => whenLabel(at, overview.now);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        <IndexedAt indexed={overview.indexed} when={when} />
        <Button size="small" onClick={reload}>
          刷新（{when(overview.now)}）
        </Button>
      </Stack>
      <IndexUnread indexed={overview.indexed} />
      <Box sx={GRID_SX} data-testid="home-attention">
        <AttentionSection
          title={`${String(HOME_WINDOWS.upcomingHours)} 小时内上线 / 下线`}
          section={overview.upcoming}
          empty={`未来 ${String(HOME_WINDOWS.upcomingHours)} 小时没有定时上线或到期下线的内容。`}
          describe={(line) => `${when(line.at)} ${HOME_MOMENT_LABELS[line.moment]} · ${line.moduleTitle}`}
          more={toCalendar}
          testId="home-upcoming"
        />
        {overview.releases ? (
          <AttentionSection
            title={`${String(RELEASE_DUE_HOURS)} 小时内的发布批次`}
            section={overview.releases}
            empty={`未来 ${String(RELEASE_DUE_HOURS)} 小时没有发布批次。`}
            describe={(line) => `${when(line.at)} 上线 · ${String(line.entries)} 个条目 · ${line.scheduled ? '已安排' : '尚未安排发布'}`}
            more={{ to: RELEASE_PATH, label: '在发布批次中查看' }}
            testId="home-releases"
          />
        ) : null}
        <AttentionSection
          title="待审批"
          section={overview.approvals}
          empty="没有等待审批的个股资讯或下架申请。"
          describe={(line) => `${line.waiting} · ${line.moduleTitle} · ${when(line.at)} 提交`}
          testId="home-approvals"
        />
        <AttentionSection
          title="延迟上线"
          section={overview.late}
          empty={`近 ${String(HOME_WINDOWS.lateDays)} 天没有延迟上线的内容。`}
          describe={(line) => `${when(line.at)} 应上线，延迟上线 · ${line.moduleTitle}`}
          more={toCalendar}
          testId="home-late"
        />
        <AttentionSection
          title="我的草稿（未预发布）"
          section={overview.drafts}
          empty="您没有未预发布的草稿。"
          describe={(line) => `${line.moduleTitle} · ${when(line.at)} 保存`}
          expand={readAllDrafts}
          testId="home-drafts"
        />
        <AttentionSection
          title="最近动态"
          section={overview.activity}
          empty="您可进入的模块近期没有修改。"
          describe={(line) => `${line.account} ${line.action} · ${line.moduleTitle} · ${when(line.at)}`}
          more={isSuperAdmin ? { to: AUDIT_PATH, label: '在操作审计中查看' } : undefined}
          testId="home-activity"
        />
      </Box>
    </Box>
  );
}
