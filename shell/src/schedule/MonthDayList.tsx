/**
 * A month day's whole list, opened from its 另 N 条 (monthFolding.ts): every entry and release of the day — the bars
 * over it too — as links, in the calendar's order and colours. It stays on the screen however crowded the day (issue
 * 44, item 12: FullCalendar's own list reached 946 × 1,645 px), scrolls inside itself, and closes with Escape, its close
 * button or a click outside, the focus going back to the 另 N 条 it came from.
 */
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { EventInput } from '@fullcalendar/core';
import { Link as RouterLink } from 'shared-ui/router';
import type { ReleaseExtras } from './releaseEvents';
import { flagOf, type EntryExtras } from './scheduleEvents';
import { rangeTitle } from './shanghaiTime';

/** When an entry of the list is: its time on the day, or its window when it spans days (a release's is in its title). */
function whenOf(extras: EntryExtras | ReleaseExtras): string {
  if (!('entry' in extras)) return '';
  const { start, end } = extras.entry;
  if (end === null) return start.slice(11, 16);
  if (end.slice(0, 10) === start.slice(0, 10)) return `${start.slice(11, 16)}–${end.slice(11, 16)}`;
  return `${start.slice(5, 16)} 至 ${end.slice(5, 16)}`;
}

function DayItem({ event, onOpen }: { event: EventInput; onOpen: () => void }) {
  const extras = event.extendedProps as EntryExtras | ReleaseExtras;
  const flag = flagOf(extras);
  const clashing = flag !== null;
  const when = whenOf(extras);
  return (
    <li>
      <Link
        component={RouterLink}
        to={event.url ?? ''}
        onClick={onOpen}
        underline="hover"
        title={extras.description}
        aria-label={extras.description}
        className={clashing ? 'schedule-collision' : undefined}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, minHeight: 28, px: 0.75, borderRadius: 0.5, color: event.textColor, bgcolor: event.backgroundColor, fontSize: 'caption.fontSize' }}
      >
        {clashing ? <span aria-hidden>⚠</span> : null}
        {when === '' ? null : (
          <Box component="span" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {when}
          </Box>
        )}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}>
          {event.title}
        </Box>
        {flag === null ? null : <span className="schedule-collision-tag">{flag}</span>}
      </Link>
    </li>
  );
}

export interface OpenDay {
  day: string;
  anchor: HTMLElement;
}

/** `events`: the day's every event (monthFolding's `days`), in order. */
export function MonthDayList({ open, events, onClose }: { open: OpenDay | null; events: readonly EventInput[]; onClose: () => void }) {
  const titleId = open ? `schedule-day-${open.day}` : undefined;
  return (
    <Popover
      open={open !== null}
      anchorEl={open?.anchor}
      onClose={onClose}
      // Inside the calendar's box, so its theme (the collision marks, the state colours) dresses the list too.
      disablePortal
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, 'data-testid': 'schedule-day-list', sx: { width: 'min(360px, 90vw)', maxHeight: '60vh', display: 'flex', flexDirection: 'column' } } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 1.5, pr: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="subtitle2" component="h2">
          {open ? `${rangeTitle('day', open.day)} · 共 ${String(events.length)} 条` : ''}
        </Typography>
        <IconButton aria-label="关闭" size="small" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {/* One column as wide as the list: a long title is cut with an ellipsis, never wider than the list. */}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0.75, overflowY: 'auto', overflowX: 'hidden', minHeight: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}>
        {events.map((event) => (
          <DayItem key={String(event.id)} event={event} onOpen={onClose} />
        ))}
      </Box>
    </Popover>
  );
}
