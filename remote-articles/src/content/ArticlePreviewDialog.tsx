import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ArticleInput } from 'shared-ui/contract';
import { ArticlePreview } from './ArticlePreview';

/** What the preview shows of an article: the form's values and the stored detail both have these fields. */
export type PreviewedArticle = Pick<ArticleInput, 'title' | 'content' | 'author' | 'show_time' | 'abstract' | 'thumbnail' | 'own_disclaimer' | 'other_disclaimer'>;

/** The article as the app shows it, in a dialog (the form's 预览, the detail page's 手机预览). Mounted only while open. */
export function ArticlePreviewDialog({ article, onClose }: { article: PreviewedArticle; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle>预览（App 展示效果）</DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'grey.100' }}>
        <ArticlePreview
          testId="article-preview"
          title={article.title}
          html={article.content}
          author={article.author}
          showTime={article.show_time}
          abstract={article.abstract}
          thumbnail={article.thumbnail}
          ownDisclaimer={article.own_disclaimer}
          otherDisclaimer={article.other_disclaimer}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
