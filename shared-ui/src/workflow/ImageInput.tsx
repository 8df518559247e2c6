import { UploadActions } from './UploadActions';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { ImageThumb } from 'shared-ui/components';
import { IMAGE_FORMATS, MB, type ImageFieldDef, type ModuleDefinition } from 'shared-ui/contract';
import { useImageUpload } from './useImageUpload';
import { asText, type FieldInputProps } from './FieldInputProps';

/** The box a form draws an uploaded image in: its thumbnail, the slot's aspect; a click opens the original. */
const PREVIEW_BOX = { width: 240, height: 120 } as const;

/**
 * `尺寸 375×170，JPG，不超过 2MB` (or, for a free-size slot, `任意尺寸，显示为 96×96，PNG、SVG，不超过 2MB`): what the slot
 * requires, shown before anyone picks a file.
 */
export function imageRequirement(def: ImageFieldDef): string {
  const size = def.anySize ? `任意尺寸，显示为 ${String(def.width)}×${String(def.height)}` : `尺寸 ${String(def.width)}×${String(def.height)}`;
  const formats = (def.formats ?? ['jpg']).map((format) => IMAGE_FORMATS[format].label).join('、');
  return `${size}，${formats}，不超过 ${String(Math.round(def.maxBytes / MB))}MB`;
}

/**
 * An image field: upload (checked in the browser first), then a preview with 替换 and 移除. The value is the URL.
 * Without upload permission (a reader) only the preview shows.
 */
export function ImageInput({ def, value, onChange, onBlur, errorAt, disabled, module, canUpload }: FieldInputProps<ImageFieldDef> & { module: ModuleDefinition; canUpload: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useImageUpload(module, def, (url) => {
    onChange(url);
    onBlur();
  });
  const url = asText(value);
  const error = upload.problem ?? errorAt();
  const editable = canUpload && !disabled;
  const pick = () => fileInput.current?.click();

  return (
    <FormControl error={Boolean(error)} disabled={disabled} fullWidth>
      <FormLabel required={def.required}>{def.label}</FormLabel>
      <input
        ref={fileInput}
        type="file"
        accept={(def.formats ?? ['jpg']).map((format) => IMAGE_FORMATS[format].mime).join(',')}
        hidden
        data-testid={`image-file-${def.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Let the same file be chosen again after fixing nothing else (the change event needs a new value).
          e.target.value = '';
          if (file) void upload.choose(file);
        }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        {/* A free-size image's pixels are its own: drawn within the box at whatever aspect it has. */}
        {url ? <ImageThumb src={url} alt={def.label} box={PREVIEW_BOX} intrinsic={def.anySize ? undefined : def} radius={1} outlined /> : null}
        {editable ? (
          <UploadActions hasValue={Boolean(url)} uploading={upload.uploading} onPick={pick} onRemove={() => onChange('')} uploadLabel="上传图片" replaceLabel="替换" />
        ) : null}
      </Stack>
      <FormHelperText>{error ?? [def.hint, imageRequirement(def)].filter(Boolean).join('；')}</FormHelperText>
    </FormControl>
  );
}
