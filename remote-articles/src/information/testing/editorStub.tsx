/**
 * Stand-ins for the library's rich-text editor and preview in these tests (their own tests cover them): a textarea
 * with the same props, and the preview's title and raw body as text.
 */
import type { RichTextEditorProps } from '../../editor/RichTextEditor';
import type { ArticlePreviewProps } from '../../content/ArticlePreview';

export function RichTextEditorStub({ value, onChange, label, error, disabled }: RichTextEditorProps) {
  return (
    <label>
      {label}
      <textarea aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
      {error ? <span role="alert">{error}</span> : null}
    </label>
  );
}

export function ArticlePreviewStub({ title, html }: ArticlePreviewProps) {
  return (
    <article data-testid="preview-stub">
      <h2>{title}</h2>
      <code>{html}</code>
    </article>
  );
}
