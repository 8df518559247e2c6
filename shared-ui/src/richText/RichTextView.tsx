import Box from '@mui/material/Box';
import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { richTextBodySx } from './richTextBodySx';
import { sanitizeForDisplay } from './sanitizeForDisplay';

export interface RichTextViewProps {
  /** Raw HTML, from wherever: the view sanitises it itself. */
  html: string;
  /** Styles on top of the body's look (a margin, a width). */
  sx?: SystemStyleObject<Theme>;
  testId?: string;
}

/** Rich text as the app shows it. The HTML goes through `sanitizeForDisplay` here, so no caller can forget to. */
export function RichTextView({ html, sx, testId }: RichTextViewProps) {
  const safe = useMemo(() => sanitizeForDisplay(html), [html]);
  return <Box className="rich-text-body" data-testid={testId} sx={{ ...richTextBodySx, ...sx }} dangerouslySetInnerHTML={{ __html: safe }} />;
}
