/**
 * `shared-ui/richText`: showing rich text safely — the display sanitiser, the body's look, a view. Light (DOMPurify,
 * no editor): a detail page may import it statically. The tiptap editor is its own entry, `shared-ui/richText/editor`,
 * which a screen loads only when it shows an editable rich text (`React.lazy`).
 */
export { sanitizeForDisplay } from './sanitizeForDisplay';
export { richTextBodySx } from './richTextBodySx';
export { RichTextView, type RichTextViewProps } from './RichTextView';
