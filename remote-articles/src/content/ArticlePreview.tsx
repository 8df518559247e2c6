import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { articleBodySx } from './articleBodySx';
import { sanitizeForDisplay } from './sanitize';

export interface ArticlePreviewProps {
  title: string;
  /** Raw article HTML: the preview sanitises it itself. */
  html: string;
  author?: string;
  showTime?: string;
  abstract?: string;
  thumbnail?: string;
  ownDisclaimer?: string;
  otherDisclaimer?: string;
  /** Test id of the card, for journeys. */
  testId?: string;
}

/**
 * The article as the app shows it: a phone-width card. The body goes through `sanitizeForDisplay` and nowhere else,
 * so whatever the editor or the server hands over, no script or event handler reaches the page.
 */
export function ArticlePreview({ title, html, author, showTime, abstract, thumbnail, ownDisclaimer, otherDisclaimer, testId }: ArticlePreviewProps) {
  const safe = useMemo(() => sanitizeForDisplay(html), [html]);
  const byline = [author, showTime].filter((s): s is string => Boolean(s)).join(' · ');
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ width: 375, maxWidth: '100%', mx: 'auto', p: 2, borderRadius: 3, overflowWrap: 'anywhere' }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
        {title.trim() === '' ? '（未填写标题）' : title}
      </Typography>
      {byline ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {byline}
        </Typography>
      ) : null}
      {thumbnail ? <Box component="img" src={thumbnail} alt="缩略图" sx={{ display: 'block', width: '100%', borderRadius: 2, mt: 1.5 }} /> : null}
      {abstract ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
          {abstract}
        </Typography>
      ) : null}
      <Box className="article-body" sx={articleBodySx} dangerouslySetInnerHTML={{ __html: safe }} />
      {ownDisclaimer || otherDisclaimer ? <Divider sx={{ my: 1.5 }} /> : null}
      {ownDisclaimer ? <Disclaimer label="免责声明" text={ownDisclaimer} /> : null}
      {otherDisclaimer ? <Disclaimer label="第三方免责声明" text={otherDisclaimer} /> : null}
    </Paper>
  );
}

function Disclaimer({ label, text }: { label: string; text: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
      {label}：{text}
    </Typography>
  );
}
