import { richTextBodySx } from 'shared-ui/richText';

/** How an article body looks, in the preview, the detail page and the editor alike: every rich text's look (shared-ui). */
export const articleBodySx = richTextBodySx;
