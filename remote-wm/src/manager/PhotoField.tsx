import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ImageThumb } from 'shared-ui/components';
import { MANAGER_PHOTO_SLOT, imageProblem } from 'shared-ui/contract';
import { readImageFile } from 'shared-ui/workflow';
import { uploadManagerPhoto } from './api/managerLibrary';
import { shownFailureMessage } from 'shared-ui';

export interface PhotoFieldProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  disabled?: boolean;
}

const SLOT_WORDS = `JPG，${String(MANAGER_PHOTO_SLOT.width)}×${String(MANAGER_PHOTO_SLOT.height)}，不超过 2MB`;

/**
 * 经理照片: a preview of the portrait and a file button. The file is checked in the browser by the server's own rule
 * (`imageProblem` against the photo slot) before any upload, then uploaded (`image/update`); the field keeps its URL.
 */
export function PhotoField({ value, onChange, error, disabled }: PhotoFieldProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      const chosen = await readImageFile(file, MANAGER_PHOTO_SLOT.maxBytes, (bytes) => imageProblem(bytes, MANAGER_PHOTO_SLOT));
      if (chosen.problem !== null) {
        setProblem(chosen.problem);
        return;
      }
      onChange(await uploadManagerPhoto({ name: file.name, bytes: chosen.bytes }));
    } catch (failure) {
      setProblem(shownFailureMessage(failure) ?? '上传失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  const shown = problem ?? error;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        sx={{ width: 90, height: 120, border: 1, borderColor: shown ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden', display: 'grid', placeItems: 'center', flexShrink: 0 }}
      >
        {value ? (
          <ImageThumb src={value} alt="经理照片预览" box={{ width: 90, height: 120 }} fit="cover" radius={0} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            未上传
          </Typography>
        )}
      </Box>
      <Box>
        <Typography variant="body2">经理照片</Typography>
        <Stack direction="row" spacing={1} sx={{ my: 0.5 }}>
          <Button component="label" htmlFor={inputId} size="small" variant="outlined" disabled={disabled || busy} loading={busy}>
            {value ? '更换照片' : '上传照片'}
            <input
              id={inputId}
              type="file"
              accept="image/jpeg"
              aria-label="选择经理照片"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void pick(file);
              }}
            />
          </Button>
          {value ? (
            <Button size="small" color="inherit" disabled={disabled || busy} onClick={() => onChange('')}>
              移除
            </Button>
          ) : null}
        </Stack>
        <FormHelperText error={Boolean(shown)}>{shown ?? `选填；${SLOT_WORDS}，用于「基金经理推荐」卡片`}</FormHelperText>
      </Box>
    </Stack>
  );
}
