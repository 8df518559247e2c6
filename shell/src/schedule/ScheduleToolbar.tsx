/** ‹ 今天 ›, what the view shows, and the four views (月 / 周 / 日 / 时间轴). */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { rangeTitle, shanghaiDay, stepDay, type ScheduleView } from './shanghaiTime';

const VIEW_LABELS: Readonly<Record<ScheduleView, string>> = { month: '月', week: '周', day: '日', timeline: '时间轴' };

export interface ScheduleToolbarProps {
  view: ScheduleView;
  date: string;
  onChange: (change: { view?: ScheduleView; date?: string }) => void;
  /** The pointer rests on a view's button, or it has the focus: its code may start loading (the timeline's). */
  onViewIntent?: (view: ScheduleView) => void;
}

export function ScheduleToolbar({ view, date, onChange, onViewIntent }: ScheduleToolbarProps) {
  const previous = view === 'week' ? '上一周' : view === 'day' ? '前一天' : '上个月';
  const next = view === 'week' ? '下一周' : view === 'day' ? '后一天' : '下个月';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      <IconButton aria-label={previous} title={previous} onClick={() => onChange({ date: stepDay(view, date, -1) })}>
        <ChevronLeft />
      </IconButton>
      <Button variant="outlined" size="small" onClick={() => onChange({ date: shanghaiDay(Date.now()) })}>
        今天
      </Button>
      <IconButton aria-label={next} title={next} onClick={() => onChange({ date: stepDay(view, date, 1) })}>
        <ChevronRight />
      </IconButton>
      <Typography component="h2" variant="h6" sx={{ flex: '1 1 auto', ml: 1 }} data-testid="schedule-range-title">
        {rangeTitle(view, date)}
      </Typography>
      <ToggleButtonGroup size="small" exclusive value={view} aria-label="视图" onChange={(_e, picked: ScheduleView | null) => picked && onChange({ view: picked })}>
        {(Object.keys(VIEW_LABELS) as ScheduleView[]).map((v) => (
          <ToggleButton key={v} value={v} sx={{ px: 2 }} onPointerEnter={() => onViewIntent?.(v)} onFocus={() => onViewIntent?.(v)}>
            {VIEW_LABELS[v]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
