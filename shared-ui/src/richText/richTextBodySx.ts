import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/**
 * How rich text looks, in the editor, a preview and a detail page alike (what you edit is what the app shows): the
 * article body's look, which every rich-text field shares.
 */
export const richTextBodySx: SystemStyleObject<Theme> = {
  mt: 1.5,
  fontSize: 15,
  lineHeight: 1.75,
  '& h1': { fontSize: 22, my: 1 },
  '& h2': { fontSize: 19, my: 1 },
  '& h3': { fontSize: 17, my: 1 },
  '& p': { my: 0.75 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
  '& table': { borderCollapse: 'collapse', width: '100%', my: 1, tableLayout: 'fixed' },
  '& th, & td': { border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top', minWidth: 40 },
  '& th': { bgcolor: 'action.hover', fontWeight: 600 },
  '& a': { color: 'primary.main' },
  '& pre': { bgcolor: 'action.hover', p: 1, overflowX: 'auto' },
};
