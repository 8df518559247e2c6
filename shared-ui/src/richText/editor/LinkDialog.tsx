import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { isHttpLink } from 'shared-ui/contract';

export interface LinkDialogProps {
  /** The link under the cursor, '' for a new one. */
  initialUrl: string;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Asks a link's address; only http(s) is accepted (the sanitiser would drop anything else on save). Mounted only while open. */
export function LinkDialog({ initialUrl, onApply, onRemove, onClose }: LinkDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const trimmed = url.trim();
    if (!isHttpLink(trimmed)) {
      setProblem('链接必须以 http:// 或 https:// 开头');
      return;
    }
    onApply(trimmed);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>插入链接</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="链接地址"
          placeholder="https://"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          error={problem !== null}
          helperText={problem ?? '仅支持 http:// 或 https:// 链接；未选中文字时插入链接地址本身'}
        />
      </DialogContent>
      <DialogActions>
        {initialUrl ? (
          <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
            移除链接
          </Button>
        ) : null}
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={apply}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
