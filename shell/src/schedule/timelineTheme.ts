/**
 * The timeline (ScheduleTimeline.tsx) dressed in the MUI theme: one style object on its wrapper, the marks themselves
 * plain elements with classes (a month holds hundreds: no styled component per mark). A bar is its state's dark colour
 * with white text (4.5:1, as on the calendar); a point is a dot of that colour and its label on a light tint of it
 * (a solid box after a moment would read as a window lasting that long). A collision, or a release that needs
 * attention, keeps its marks: the red outline, ⚠ and the white 冲突 / 待处理 tag.
 */
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { SCHEDULE_STATES } from 'shared-ui';
import { collisionMarks, releaseColour, stateColour } from './scheduleTheme';
import { ITEM_PX, LABEL_COLUMN_PX, ROW_PAD_PX } from './timelineLayout';
import { VISUALLY_HIDDEN } from './visuallyHidden';

/** A mark's colour and its tint, as custom properties its bar, dot and label read. */
const markColours = (colour: string) => ({ '--schedule-mark': colour, '--schedule-mark-tint': alpha(colour, 0.14) });

export function timelineTheme(theme: Theme): SystemStyleObject<Theme> {
  const divider = `1px solid ${theme.palette.divider}`;
  const paper = theme.palette.background.paper;
  const colours = Object.fromEntries(SCHEDULE_STATES.map((state) => [`& .schedule-timeline-item.schedule-state-${state}`, markColours(stateColour(theme, state))]));
  return {
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.body2.fontSize,
    ...colours,
    '& .schedule-timeline-item.schedule-release': markColours(releaseColour(theme)),
    // A month of every module is tall: the chart scrolls inside, the page stays in reach.
    '& .schedule-timeline-scroll': { overflow: 'auto', maxHeight: 640, border: divider, borderRadius: 1, position: 'relative' },
    '& .schedule-timeline-grid': { display: 'grid', gridTemplateColumns: `${String(LABEL_COLUMN_PX)}px minmax(0, 1fr)` },
    // The header stays on top as the rows scroll; the names stay on the left as the chart scrolls sideways.
    '& .schedule-timeline-corner': {
      position: 'sticky',
      top: 0,
      left: 0,
      zIndex: 5,
      backgroundColor: paper,
      borderRight: divider,
      borderBottom: divider,
      display: 'flex',
      alignItems: 'center',
      px: 1,
      fontWeight: 600,
      color: theme.palette.text.primary,
    },
    '& .schedule-timeline-days': { position: 'sticky', top: 0, zIndex: 4, display: 'grid', backgroundColor: paper, borderBottom: divider },
    '& .schedule-timeline-day': {
      font: 'inherit',
      fontSize: theme.typography.caption.fontSize,
      lineHeight: 1.3,
      color: theme.palette.text.primary,
      backgroundColor: 'transparent',
      border: 0,
      borderLeft: divider,
      minWidth: 0,
      position: 'relative',
      py: 0.5,
      px: 0,
      cursor: 'pointer',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      '&:first-of-type': { borderLeft: 0 },
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    },
    '& .schedule-timeline-weekday': { color: theme.palette.text.secondary },
    '& .schedule-timeline-hidden': VISUALLY_HIDDEN,
    '& .schedule-timeline-day.schedule-timeline-weekend': { backgroundColor: theme.palette.grey[100] },
    '& .schedule-timeline-day.schedule-timeline-today': {
      color: theme.palette.primary.dark,
      fontWeight: 700,
      backgroundColor: alpha(theme.palette.primary.main, 0.1),
      boxShadow: `inset 0 -3px 0 ${theme.palette.primary.main}`,
      '& .schedule-timeline-weekday': { color: theme.palette.primary.dark },
    },
    '& .schedule-timeline-bands, & .schedule-timeline-now': { gridColumn: 2, position: 'relative', pointerEvents: 'none' },
    '& .schedule-timeline-band': { position: 'absolute', top: 0, bottom: 0, borderLeft: divider },
    '& .schedule-timeline-band:first-of-type': { borderLeft: 0 },
    '& .schedule-timeline-band.schedule-timeline-weekend': { backgroundColor: alpha(theme.palette.grey[500], 0.07) },
    '& .schedule-timeline-band.schedule-timeline-today': { backgroundColor: alpha(theme.palette.primary.main, 0.06) },
    '& .schedule-timeline-now': { zIndex: 2 },
    '& .schedule-timeline-now-line': { position: 'absolute', top: 0, bottom: 0, width: 2, ml: '-1px', backgroundColor: theme.palette.error.main },
    '& .schedule-timeline-label': {
      gridColumn: 1,
      position: 'sticky',
      left: 0,
      zIndex: 3,
      backgroundColor: paper,
      borderRight: divider,
      borderBottom: divider,
      px: 1,
      py: `${String(ROW_PAD_PX + 2)}px`,
      color: theme.palette.text.primary,
      overflowWrap: 'anywhere',
    },
    '& .schedule-timeline-track': { gridColumn: 2, position: 'relative', zIndex: 1, borderBottom: divider },
    '& .schedule-timeline-item': {
      position: 'absolute',
      height: ITEM_PX,
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      whiteSpace: 'nowrap',
      fontSize: theme.typography.caption.fontSize,
      lineHeight: `${String(ITEM_PX)}px`,
      textDecoration: 'none',
      borderRadius: '4px',
      '&:hover': { zIndex: 2, boxShadow: theme.shadows[2] },
      '&:focus-visible': { zIndex: 2, outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    },
    '& .schedule-timeline-text': { display: 'flex', alignItems: 'center', minWidth: 0, overflow: 'hidden' },
    '& .schedule-timeline-title': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .schedule-timeline-icon, & .schedule-timeline-edge': { flex: 'none', mr: '2px' },
    '& .schedule-timeline-edge': { fontSize: 10 },
    '& .schedule-timeline-edge-end': { mr: 0, ml: '2px' },
    '& .schedule-timeline-bar': {
      overflow: 'hidden',
      px: '4px',
      backgroundColor: 'var(--schedule-mark)',
      color: theme.palette.common.white,
      '& .schedule-timeline-text': { flex: '1 1 auto' },
    },
    // Too short for words: the colour, the outline and the link's name say it.
    '& .schedule-timeline-unlabelled': { px: 0, '& .schedule-timeline-text, & .schedule-timeline-edge': { display: 'none' } },
    // Cut by the month's edge: square there, with an arrow that says it goes on.
    '& .schedule-timeline-clipped-start': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
    '& .schedule-timeline-clipped-end': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
    '& .schedule-timeline-point': { color: theme.palette.text.primary },
    '& .schedule-timeline-label-before': { flexDirection: 'row-reverse' },
    '& .schedule-timeline-dot': { flex: 'none', width: 10, height: 10, borderRadius: '50%', backgroundColor: 'var(--schedule-mark)', boxShadow: `0 0 0 2px ${paper}` },
    '& .schedule-timeline-point .schedule-timeline-text': { mx: '3px', px: '4px', borderRadius: '4px', backgroundColor: 'var(--schedule-mark-tint)', borderLeft: '3px solid var(--schedule-mark)' },
    '& .schedule-timeline-label-before .schedule-timeline-text': { borderLeft: 0, borderRight: '3px solid var(--schedule-mark)' },
    ...collisionMarks(theme),
    '& .schedule-timeline-point.schedule-collision': { outlineOffset: 0 },
  };
}
