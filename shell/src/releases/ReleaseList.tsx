import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListLoadState } from 'shared-ui/components';
import type { Release } from 'shared-ui/contract';
import { Link } from 'shared-ui/router';
import { releaseStateColor, releaseStateLabel } from './releaseLabels';
import { useReleaseList } from './useReleases';

export interface ReleaseListProps {
  /** The open release's id (from the address); null when none. */
  selectedId: number | null;
}

/**
 * Every release, newest as the server orders them: name, state, time, entry count and owner. Each is a link to
 * `?id=…`, so it opens in a new tab too and the address names what is open.
 */
export function ReleaseList({ selectedId }: ReleaseListProps) {
  const releases = useReleaseList();
  return (
    <ListLoadState list={releases} what="发布批次列表">
      <Paper variant="outlined" component="nav" aria-label="发布批次列表">
        {releases.data === undefined ? (
          <Stack spacing={1} sx={{ p: 2 }}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : releases.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            还没有发布批次
          </Typography>
        ) : (
          <List disablePadding>
            {releases.data.map((release) => (
              <ReleaseListItem key={release.id} release={release} selected={release.id === selectedId} />
            ))}
          </List>
        )}
      </Paper>
    </ListLoadState>
  );
}

function ReleaseListItem({ release, selected }: { release: Release; selected: boolean }) {
  // The link inside its item: a list holds only items (axe's list rule).
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={{ search: `?id=${String(release.id)}` }}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        divider
        data-testid={`release-item-${String(release.id)}`}
      >
        <ListItemText
          primary={
            <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {release.name}
              </Typography>
              <Chip size="small" label={releaseStateLabel(release)} color={releaseStateColor(release)} />
            </Stack>
          }
          secondary={`上线时间 ${release.push_time} · ${String(release.entries.length)} 个条目 · 负责人 ${release.owner}`}
        />
      </ListItemButton>
    </ListItem>
  );
}
