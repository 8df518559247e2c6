import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ArticlePreview, type ArticlePreviewProps } from './ArticlePreview';

/** The article as the app shows it, in a dialog (the form's 预览, the detail page's 手机预览). Mounted only while open. */
export function ArticlePreviewDialog({ onClose, ...article }: ArticlePreviewProps & { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle>预览（App 展示效果）</DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'grey.100' }}>
        <ArticlePreview testId="article-preview" {...article} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
