import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import type { BatchActivity } from 'shared-ui/contract';

/** `2026-12-01 10:00:00` → `12-01 10:00`: the year is this campaign's, the seconds nobody reads. */
const short = (time: string) => time.slice(5, 16);

/** One activity as the app's 活动中心 shows it: banner, title, summary, window, who it is for, and where a tap goes. */
export function ActivityCard({ activity }: { activity: BatchActivity }) {
  const { link } = activity;
  return (
    <Card data-testid="batch-activity" sx={{ overflow: 'hidden' }}>
      <Box
        component="img"
        src={activity.banner}
        alt={activity.title}
        loading="lazy"
        sx={{ display: 'block', width: '100%', aspectRatio: '750 / 300', objectFit: 'cover', bgcolor: 'action.hover' }}
      />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {activity.title}
          </Typography>
          {activity.crowd !== 0 ? <Chip size="small" color="secondary" variant="outlined" label={`${activity.crowd_label}专享`} /> : null}
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {activity.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          活动时间：{short(activity.start_time)} 至 {activity.end_time ? short(activity.end_time) : '长期'}
        </Typography>
        {link.kind === 'h5' ? (
          <Button variant="contained" fullWidth href={link.url} target="_blank" rel="noopener noreferrer" sx={{ mt: 1.5 }}>
            立即参与
          </Button>
        ) : (
          // Not a link: it tells the reader where to go (the app), so it reads as a note — in the primary colour and
          // bold it looked like a link that did nothing when tapped.
          <Box role="note" sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover', color: 'text.secondary' }}>
            <PhoneIphoneOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{link.label}</Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
