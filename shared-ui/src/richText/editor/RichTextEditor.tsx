import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { richTextBodySx, sanitizeForDisplay } from 'shared-ui/richText';
import { EditorToolbar } from './EditorToolbar';
import { richTextExtensions } from './extensions';
import { ImageDialog, type RichTextImageUpload } from './ImageDialog';
import { insertImage } from './insertImage';
import { LinkDialog } from './LinkDialog';

export interface RichTextEditorProps {
  /** Sanitised HTML. */
  value: string;
  onChange: (html: string) => void;
  label?: string;
  /** A message shown under the editor (the form's field error). */
  error?: string;
  disabled?: boolean;
  /** Test id of the editable area, for journeys. */
  testId?: string;
  /** A hint under the editor when there is no error (a form's field hint, a length counter). */
  helperText?: ReactNode;
  /** Marks the label as required (the asterisk other inputs show). */
  required?: boolean;
  /** Called when the editable area loses the focus (react-hook-form's onBlur). */
  onBlur?: () => void;
  /** Where the image dialog uploads a picked file; without it images go in by http(s) address only. */
  uploadImage?: RichTextImageUpload;
  /** Height of the empty editable area, in px (an article body wants room; a FAQ answer less). */
  minHeight?: number;
}

/**
 * The rich-text editor (tiptap) of article bodies and of every `richText` field. Controlled: `onChange` gets the
 * editor HTML ('' when the document is empty) on every edit; a `value` that differs from what the editor last emitted
 * (a draft restored, the record loaded) replaces
 * the document, while the editor's own echoes are ignored — so typing never moves the cursor.
 * Pasted HTML goes through the contract's sanitiser before it enters the document.
 */
export function RichTextEditor({ value, onChange, label, error, disabled = false, testId, helperText, required = false, onBlur, uploadImage, minHeight = 280 }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  // The editor is created once; its callbacks read the latest props through refs.
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });
  const emitted = useRef(value);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: sanitizeForDisplay(value),
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      // Whatever the clipboard holds (a web page, Word) is cut to the allow-list before ProseMirror parses it.
      transformPastedHTML: (html) => sanitizeForDisplay(html),
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(sanitizeForDisplay(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // No update event: toggling editability changes no content, and an echo would mark the form changed.
    if (editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const linkUrl = dialog === 'link' ? String(editor.getAttributes('link').href ?? '') : '';
  const applyLink = (url: string) => {
    setDialog(null);
    const chain = editor.chain().focus();
    const linked = editor.state.selection.empty && !editor.isActive('link')
      ? chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
      : chain.extendMarkRange('link').setLink({ href: url });
    // The caret goes after the link and leaves it: the next key must neither replace the linked text nor lengthen it.
    linked
      .command(({ tr }) => {
        tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
        return true;
      })
      .unsetMark('link')
      .run();
  };

  return (
    <Box>
      {label ? (
        <FormLabel id={labelId} error={Boolean(error)} required={required} sx={{ display: 'block', mb: 0.5, fontSize: 14 }}>
          {label}
        </FormLabel>
      ) : null}
      <Box
        aria-describedby={error ? errorId : undefined}
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
        }}
      >
        <EditorToolbar editor={editor} disabled={disabled} onLink={() => setDialog('link')} onImage={() => setDialog('image')} />
        <Box
          sx={{
              ...richTextBodySx,
              mt: 0,
              '& .ProseMirror': { minHeight, maxHeight: 640, overflowY: 'auto', px: 2, py: 1, outline: 'none' },
              '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
              '& .ProseMirror img.ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main' },
              '& .tableWrapper': { overflowX: 'auto' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error || helperText ? (
        <FormHelperText id={errorId} error={Boolean(error)}>
          {error ?? helperText}
        </FormHelperText>
      ) : null}
      {dialog === 'link' ? (
        <LinkDialog
          initialUrl={linkUrl}
          onApply={applyLink}
          onRemove={() => {
            setDialog(null);
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'image' ? (
        <ImageDialog
          uploadImage={uploadImage}
          onInsert={(src, alt) => {
            setDialog(null);
            insertImage(editor, src, alt);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
