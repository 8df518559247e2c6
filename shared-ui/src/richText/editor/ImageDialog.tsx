import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ARTICLE_IMAGE_ACCEPT, ARTICLE_IMAGE_RULE_TEXT, isHttpLink } from 'shared-ui/contract';

/**
 * Checks a picked image and uploads it: the stored image's URL, or why not in Chinese (the file's format or size, the
 * upload's failure) — `problem: null` when the shell already told the user (session expired, network down).
 */
export type RichTextImageUpload = (file: File) => Promise<{ url: string } | { problem: string | null }>;

export interface ImageDialogProps {
  onInsert: (src: string, alt: string) => void;
  onClose: () => void;
  /** Where a picked file goes; without it the dialog takes an http(s) address only. */
  uploadImage?: RichTextImageUpload;
}

/** Inserts an image: upload a file (when the editor was given `uploadImage`) or give an http(s) address. Mounted only while open. */
export function ImageDialog({ onInsert, onClose, uploadImage }: ImageDialogProps) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const insertUrl = () => {
    if (!isHttpLink(url.trim())) {
      setProblem('图片地址必须以 http:// 或 https:// 开头');
      return;
    }
    onInsert(url.trim(), alt.trim());
  };
  const choose = async (upload: RichTextImageUpload, file: File) => {
    setProblem(null);
    setUploading(true);
    try {
      const answer = await upload(file);
      if ('url' in answer) onInsert(answer.url, alt.trim());
      else setProblem(answer.problem);
    } catch {
      // An upload function is meant to answer a problem, not throw; a file that cannot be read still gets a line.
      setProblem('图片上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog open onClose={uploading ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>插入图片</DialogTitle>
      <DialogContent>
        <TextField fullWidth margin="dense" label="图片说明（可选）" value={alt} onChange={(e) => setAlt(e.target.value)} />
        {uploadImage ? (
          <>
            <Button component="label" variant="outlined" loading={uploading} sx={{ mt: 1 }}>
              上传图片
              <input
                hidden
                type="file"
                accept={ARTICLE_IMAGE_ACCEPT}
                aria-label="选择图片文件"
                data-testid="editor-image-file"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void choose(uploadImage, file);
                }}
              />
            </Button>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {ARTICLE_IMAGE_RULE_TEXT}
            </Typography>
            <Divider sx={{ my: 2 }}>或</Divider>
          </>
        ) : null}
        <TextField
          fullWidth
          margin="dense"
          label="图片地址"
          placeholder="https://"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setProblem(null);
          }}
        />
        {problem ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={uploading}>
          取消
        </Button>
        <Button variant="contained" onClick={insertUrl} disabled={uploading || url.trim() === ''}>
          插入地址
        </Button>
      </DialogActions>
    </Dialog>
  );
}
