import { UploadActions } from './UploadActions';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { fileRequirement, fileTypeOf, formatFileSize, storedFileOf, type FileFieldDef, type ModuleDefinition } from 'shared-ui/contract';
import { asText, type FieldInputProps } from './FieldInputProps';
import { storedFileInfoQuery } from './uploadModuleFile';
import { useFileUpload } from './useFileUpload';

/** How tall a document's preview stands in the form: a page's top third, enough to recognise it. */
const DOCUMENT_PREVIEW_HEIGHT = 360;
const IMAGE_PREVIEW_BOX = { maxWidth: 240, maxHeight: 160 } as const;

/**
 * A file field: upload (refused in the browser on its type and size before any byte is sent, with the rule the server
 * runs), then the file's name with a download link, its size and SHA-256, and a preview where Chromium can show it
 * (a picture; a PDF in a frame). 替换 and 移除 beside it. The value is the stored file's address. Without upload
 * permission (a reader) only the file shows.
 */
export function FileInput({ def, value, onChange, onBlur, errorAt, disabled, module, canUpload }: FieldInputProps<FileFieldDef> & { module: ModuleDefinition; canUpload: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useFileUpload(module, def, () => onBlur());
  const url = asText(value);
  const stored = url ? storedFileOf(url) : undefined;
  const info = useQuery(storedFileInfoQuery(url));
  const known = info.data;
  const type = stored ? fileTypeOf(def, stored.name) : undefined;
  const error = upload.problem ?? errorAt();
  const editable = canUpload && !disabled;
  const accept = def.accept.flatMap((t) => [t.mime, ...t.extensions.map((extension) => `.${extension}`)]).join(',');

  return (
    <FormControl error={Boolean(error)} disabled={disabled} fullWidth>
      <FormLabel required={def.required}>{def.label}</FormLabel>
      <input
        ref={fileInput}
        type="file"
        accept={accept}
        hidden
        data-testid={`file-input-${def.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file may be chosen again after a refusal (the change event needs a new value).
          e.target.value = '';
          if (file) void upload.choose(file, onChange);
        }}
      />
      {stored ? (
        <Stack spacing={1} sx={{ mt: 1 }} data-testid={`file-${def.name}`}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Link href={`${url}?download=1`} download={stored.name} underline="hover">
              下载 {stored.name}
            </Link>
            {known ? (
              <Typography variant="caption" color="text.secondary">
                {formatFileSize(known.size)} · SHA-256 {known.sha256.slice(0, 12)}…
              </Typography>
            ) : null}
          </Stack>
          {type?.preview === 'image' ? (
            <Box component="img" src={url} alt={`${def.label}预览`} sx={{ ...IMAGE_PREVIEW_BOX, objectFit: 'contain', alignSelf: 'flex-start', border: 1, borderColor: 'divider', borderRadius: 1 }} />
          ) : null}
          {type?.preview === 'document' ? (
            <Box component="iframe" src={url} title={`${def.label}预览：${stored.name}`} sx={{ width: '100%', height: DOCUMENT_PREVIEW_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }} />
          ) : null}
        </Stack>
      ) : null}
      {editable ? (
        <Box sx={{ mt: 1 }}>
          <UploadActions hasValue={Boolean(url)} uploading={upload.uploading} onPick={() => fileInput.current?.click()} onRemove={() => onChange('')} uploadLabel="上传文件" replaceLabel="替换文件" />
        </Box>
      ) : null}
      <FormHelperText>{error ?? [def.hint, fileRequirement(def)].filter(Boolean).join('；')}</FormHelperText>
    </FormControl>
  );
}
