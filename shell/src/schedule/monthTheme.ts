/**
 * The month (ScheduleMonth.tsx) dressed in the MUI theme: one style object on its wrapper, the days and marks plain
 * elements with classes. An entry is its state's dark colour with white text (4.5:1), each at least 24 px high with
 * 2 px between (WCAG 2.2's smallest target between neighbours); a collision, or a release needing attention, keeps
 * the red outline, ⚠ and the white 冲突 / 待处理 tag, as in the week, the day and the timeline.
 */
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { collisionMarks } from './scheduleTheme';
import { VISUALLY_HIDDEN } from './visuallyHidden';

/** The day numbers' row, above the lanes of marks. */
export const NUMBER_ROW_PX = 28;

export function monthTheme(theme: Theme): SystemStyleObject<Theme> {
  const divider = `1px solid ${theme.palette.divider}`;
  const focus = { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 };
  const plainButton = { font: 'inherit', border: 0, backgroundColor: 'transparent', cursor: 'pointer', '&:focus-visible': focus };
  return {
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.body2.fontSize,
    '& .schedule-month': { border: divider, borderRadius: 1, overflow: 'hidden', backgroundColor: theme.palette.background.paper },
    '& .schedule-month-head, & .schedule-month-week': { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
    '& .schedule-month-head': { borderBottom: divider, backgroundColor: theme.palette.grey[50] },
    '& .schedule-month-head > div': { textAlign: 'center', py: 0.5, fontWeight: 500, color: theme.palette.text.primary },
    // The day numbers, the lanes, and room below them: a week of few entries keeps a day's cell a day's size.
    '& .schedule-month-week': { minHeight: 112, rowGap: '2px', pb: 0.5 },
    '& .schedule-month-week + .schedule-month-week': { borderTop: divider },
    '& .schedule-month-day': { gridRow: '1 / -1', display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minWidth: 0 },
    '& .schedule-month-day:not(:first-of-type)': { borderLeft: divider },
    // Saturdays and Sundays shaded as on the timeline; the weeks around the month told apart by a shade and a secondary
    // colour that still reads at 4.5:1.
    '& .schedule-month-weekend': { backgroundColor: alpha(theme.palette.grey[500], 0.07) },
    '& .schedule-month-other': { backgroundColor: theme.palette.grey[50], '& .schedule-month-number': { color: theme.palette.text.secondary } },
    '& .schedule-month-today': {
      backgroundColor: alpha(theme.palette.primary.main, 0.06),
      '& .schedule-month-number': { color: theme.palette.primary.dark, fontWeight: 700 },
    },
    '& .schedule-month-number': {
      ...plainButton,
      color: theme.palette.text.primary,
      whiteSpace: 'nowrap',
      minHeight: 24,
      mt: '2px',
      px: 0.75,
      borderRadius: 0.5,
      '&:hover': { backgroundColor: theme.palette.action.hover, textDecoration: 'underline' },
      // A phone's day is ~50 px wide: 12月1日 still on one line.
      [theme.breakpoints.down('sm')]: { px: '2px', fontSize: theme.typography.caption.fontSize },
    },
    '& .schedule-month-mark, & .schedule-month-more': { position: 'relative', zIndex: 1, minWidth: 0, height: 24, mx: '2px', fontSize: theme.typography.caption.fontSize },
    '& .schedule-month-mark': {
      display: 'flex',
      alignItems: 'center',
      px: '4px',
      borderRadius: '4px',
      color: theme.palette.common.white,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      '&:hover': { boxShadow: `inset 0 0 0 100px ${alpha(theme.palette.common.black, 0.12)}` },
      '&:focus-visible': focus,
    },
    '& .schedule-month-continues-before': { ml: 0, borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
    '& .schedule-month-continues-after': { mr: 0, borderTopRightRadius: 0, borderBottomRightRadius: 0 },
    '& .schedule-month-time': { flex: 'none', mr: '4px' },
    '& .schedule-month-icon': { flex: 'none', mr: '2px' },
    '& .schedule-month-title': { flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
    // Our 另 N 条 reads as a link that opens the day's list, not as a coloured entry.
    '& .schedule-month-more': { ...plainButton, textAlign: 'left', whiteSpace: 'nowrap', px: '4px', color: theme.palette.primary.dark, fontWeight: 500, '&:hover': { textDecoration: 'underline' } },
    // On a phone it shows "15 条" (its name still says 另 15 条).
    [theme.breakpoints.down('sm')]: { '& .schedule-month-more': { px: '2px' }, '& .schedule-month-more-lead': VISUALLY_HIDDEN },
    '& .schedule-month-hidden': VISUALLY_HIDDEN,
    ...collisionMarks(theme),
  };
}
