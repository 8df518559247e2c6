import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { HomeLine, HomeSection } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';

export interface AttentionSectionProps<T extends HomeLine> {
  /** The section's heading (an h2 below the page's h1). */
  title: string;
  section: HomeSection<T>;
  /** What an empty section says: nothing to do is news too. */
  empty: string;
  /** Each line's second row: where it is, when, and what about it. */
  describe: (line: T) => string;
  /**
   * Where the whole list is read, when more lines exist than the page shows (the calendar, the audit trail…): the
   * "另有 N 条" line is a link there, saying where it goes.
   */
  more?: { to: string; label: string };
  /**
   * Without `more`: the whole list, read when the person asks for it ("另有 N 条，全部显示" shows every line in the
   * card). A message when it cannot be read.
   */
  expand?: () => Promise<{ lines: T[] } | { failed: string }>;
  testId: string;
}

type Expanded<T> = { state: 'closed' } | { state: 'reading' } | { state: 'open'; lines: T[] } | { state: 'failed'; message: string };

/** One card of /home's "needs attention": its heading with the count, each line a link to where it is handled. */
export function AttentionSection<T extends HomeLine>({ title, section, empty, describe, more, expand, testId }: AttentionSectionProps<T>) {
  const headingId = `${testId}-heading`;
  const [expanded, setExpanded] = useState<Expanded<T>>({ state: 'closed' });
  const lines = expanded.state === 'open' ? expanded.lines : section.list;
  const hidden = section.total - section.list.length;
  const readAll = (read: NonNullable<typeof expand>) => {
    setExpanded({ state: 'reading' });
    void read().then((answer) => setExpanded('lines' in answer ? { state: 'open', lines: answer.lines } : { state: 'failed', message: answer.failed }));
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={testId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Chip size="small" label={section.total} color={section.total > 0 ? 'primary' : 'default'} aria-label={`共 ${String(section.total)} 条`} />
        </Stack>
        {lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {empty}
          </Typography>
        ) : (
          <List dense disablePadding>
            {lines.map((line) => (
              <li key={line.key}>
                <ListItemButton component={RouterLink} to={line.link} sx={{ px: 0.5, borderRadius: 1 }}>
                  <ListItemText
                    primary={line.title}
                    secondary={describe(line)}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
        {hidden > 0 && expanded.state !== 'open' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid={`${testId}-more`}>
            {more ? (
              // A link standing alone on its line, the count in its name: "另有 38 条" is what a person clicks.
              <Link component={RouterLink} to={more.to} underline="always">
                另有 {hidden} 条，{more.label}
              </Link>
            ) : expand ? (
              <>
                <Button size="small" onClick={() => readAll(expand)} disabled={expanded.state === 'reading'} sx={{ px: 0.5, minWidth: 0 }}>
                  {expanded.state === 'reading' ? '正在读取…' : `另有 ${String(hidden)} 条，全部显示`}
                </Button>
                {expanded.state === 'failed' ? <span role="alert">{expanded.message}</span> : null}
              </>
            ) : (
              `另有 ${String(hidden)} 条`
            )}
          </Typography>
        ) : null}
        {expanded.state === 'open' && hidden > 0 ? (
          <Button size="small" onClick={() => setExpanded({ state: 'closed' })} sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}>
            收起，只显示最新的 {section.list.length} 条
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
