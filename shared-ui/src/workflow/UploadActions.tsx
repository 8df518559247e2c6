import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** An upload field's buttons: upload (or replace, once something is there) and remove — the image and file fields alike. */
export function UploadActions({ hasValue, uploading, onPick, onRemove, uploadLabel, replaceLabel }: {
  hasValue: boolean;
  uploading: boolean;
  onPick: () => void;
  onRemove: () => void;
  uploadLabel: string;
  replaceLabel: string;
}) {
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" size="small" onClick={onPick} loading={uploading}>
        {hasValue ? replaceLabel : uploadLabel}
      </Button>
      {hasValue ? (
        <Button size="small" color="error" onClick={onRemove} disabled={uploading}>
          移除
        </Button>
      ) : null}
    </Stack>
  );
}
