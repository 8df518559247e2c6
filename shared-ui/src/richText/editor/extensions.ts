import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { isHttpLink } from 'shared-ui/contract';

/**
 * What the editor can make — exactly what the contract's sanitiser keeps (RICH_TEXT_ALLOWED_TAGS): headings 1–3,
 * paragraphs, bold/italic/underline/strike, lists, blockquote, code, links, block images, tables. Nothing the
 * sanitiser would strip can be typed, so what is saved is what was seen.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        // A click while editing places the cursor; following links is the preview's job.
        openOnClick: false,
        // linkify knows http(s) already; custom `protocols` would only re-register them.
        autolink: true,
        defaultProtocol: 'https',
        // The contract allows http(s) links only; a pasted `mailto:` or `javascript:` link stays plain text.
        isAllowedUri: (url) => isHttpLink(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      },
    }),
    // Block images: images sit between paragraphs, as the app lays them out.
    Image.configure({ inline: false, allowBase64: false }),
    // No column resizing: the stored HTML keeps no widths the app would have to honour.
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
  ];
}
