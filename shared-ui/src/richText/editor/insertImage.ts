import { TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';

/**
 * Inserts a block image and puts the cursor after it, in the next paragraph (made when there is none). Left as
 * tiptap leaves it, the image stays selected, and the next keystroke or paste would replace it.
 */
export function insertImage(editor: Editor, src: string, alt: string): void {
  editor
    .chain()
    .focus()
    .setImage({ src, alt })
    .command(({ tr, state, dispatch }) => {
      const after = tr.selection.to;
      const next = tr.doc.resolve(after).nodeAfter;
      if (!dispatch) return true;
      if (next?.isTextblock) {
        tr.setSelection(TextSelection.create(tr.doc, after + 1));
      } else {
        tr.insert(after, state.schema.nodes.paragraph!.create());
        tr.setSelection(TextSelection.create(tr.doc, after + 1));
      }
      return true;
    })
    .run();
}
