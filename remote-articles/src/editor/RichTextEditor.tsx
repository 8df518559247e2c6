import { RichTextEditor as SharedRichTextEditor, type RichTextEditorProps as SharedRichTextEditorProps } from 'shared-ui/richText/editor';
import { uploadContentImage } from './uploadContentImage';

export type RichTextEditorProps = Omit<SharedRichTextEditorProps, 'uploadImage'>;

/**
 * The article body editor: shared-ui's rich-text editor whose image dialog uploads to the article library
 * (`POST article/image`, purpose 'content'). Forms import it from here, and their tests stub this file.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return <SharedRichTextEditor {...props} uploadImage={uploadContentImage} />;
}
