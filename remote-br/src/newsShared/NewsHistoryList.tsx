import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What every history line of a news item has: when, who, and (for a rejection) why. */
export interface NewsHistoryEntry {
  at: string;
  actor: string;
  reason: string;
}

export interface NewsHistoryListProps<Entry extends NewsHistoryEntry> {
  /** The list's title (操作记录, 审批记录). */
  heading: string;
  entries: readonly Entry[];
  /** What was done, in words (the action, with where it was done where the list has levels). */
  doneOf: (entry: Entry) => string;
}

/** A news item's history in its detail, oldest first: one line each, `when who what：why`. */
export function NewsHistoryList<Entry extends NewsHistoryEntry>({ heading, entries, doneOf }: NewsHistoryListProps<Entry>) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {heading}
      </Typography>
      <Stack component="ol" spacing={0.5} sx={{ pl: 2 }}>
        {entries.map((entry, index) => (
          <Typography component="li" variant="body2" key={index}>
            {entry.at} {entry.actor} {doneOf(entry)}
            {entry.reason ? `：${entry.reason}` : ''}
          </Typography>
        ))}
      </Stack>
    </>
  );
}
