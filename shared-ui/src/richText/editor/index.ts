/**
 * `shared-ui/richText/editor`: the tiptap rich-text editor. Heavy (tiptap and ProseMirror are most of a screen's
 * weight): import it only behind `React.lazy` / `import()`, so the login page and the screens without an editable rich
 * text never download it. Showing rich text needs only `shared-ui/richText`.
 */
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export type { RichTextImageUpload } from './ImageDialog';
