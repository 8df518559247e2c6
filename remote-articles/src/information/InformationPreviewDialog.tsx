import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ArticlePreview } from '../content/ArticlePreview';
import type { InformationFormValues } from './informationValues';

/** The item as the app will show it, from the form's current (unsaved) values; the preview sanitises the body. */
export function InformationPreviewDialog({ values, onClose }: { values: InformationFormValues | null; onClose: () => void }) {
  return (
    <Dialog open={values !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>预览</DialogTitle>
      <DialogContent dividers data-testid="information-preview">
        {values ? <ArticlePreview title={values.title} html={values.content} author={values.author} showTime={values.show_time} abstract={values.abstract} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
