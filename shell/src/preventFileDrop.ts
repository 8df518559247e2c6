/**
 * Files dropped on the page are ignored (spec §2): without this the browser would open the file in place of the app
 * and lose unsaved edits. Upload fields that accept drops handle the event on their own element first.
 */
export function preventFileDrop(target: Window): () => void {
  const block = (event: DragEvent) => event.preventDefault();
  target.addEventListener('dragover', block);
  target.addEventListener('drop', block);
  return () => {
    target.removeEventListener('dragover', block);
    target.removeEventListener('drop', block);
  };
}
