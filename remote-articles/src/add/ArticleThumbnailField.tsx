import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { ImageThumb } from 'shared-ui/components';
import { useArticleImageUpload } from '../api/useArticleImageUpload';

/** The preview's box: the thumbnail fills it; a click opens the original. */
const PREVIEW_BOX = { width: 160, height: 96 } as const;

export interface ArticleThumbnailFieldProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * 缩略图: a JPG of at most 2 MB, checked in the browser (contract `jpegSize`, ARTICLE_THUMBNAIL_MAX_BYTES) before
 * `POST article/image` purpose 'thumbnail'; the field holds the returned URL.
 */
export function ArticleThumbnailField({ value, onChange, error, disabled }: ArticleThumbnailFieldProps) {
  const { choose, problem, uploading } = useArticleImageUpload('thumbnail', onChange);
  const message = problem ?? error;
  return (
    <Box>
      <FormLabel sx={{ display: 'block', mb: 0.5, fontSize: 14 }}>缩略图</FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{ width: 160, height: 96, border: 1, borderColor: message ? 'error.main' : 'divider', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden', bgcolor: 'action.hover', color: 'text.secondary', fontSize: 12 }}
        >
          {value ? <ImageThumb src={value} alt="缩略图" box={PREVIEW_BOX} fit="cover" radius={0} /> : '未上传'}
        </Box>
        <Stack spacing={1}>
          <Button component="label" variant="outlined" size="small" loading={uploading} disabled={disabled}>
            {value ? '更换缩略图' : '上传缩略图'}
            <input
              hidden
              type="file"
              accept="image/jpeg"
              aria-label="选择缩略图文件"
              data-testid="thumbnail-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void choose(file);
              }}
            />
          </Button>
          {value ? (
            <Button size="small" color="error" disabled={disabled || uploading} onClick={() => onChange('')}>
              移除
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <FormHelperText error={Boolean(message)}>{message ?? 'JPG 格式，不超过 2MB'}</FormHelperText>
    </Box>
  );
}
