import DriveFolderUploadOutlined from '@mui/icons-material/DriveFolderUploadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { useRef, type ChangeEvent } from 'react';
import { H5_ALLOWED_EXTENSIONS } from 'shared-ui/contract';
import { pickedFiles, type PickedFile } from './uploadPlan';

const ACCEPT = Object.keys(H5_ALLOWED_EXTENSIONS)
  .map((ext) => `.${ext}`)
  .join(',');

/** 上传文件 and 上传文件夹: hidden file inputs behind buttons. The picked files go to `onPick`; the input is reset so the same files can be picked again. */
export function UploadButtons({ onPick, disabled }: { onPick: (picked: PickedFile[]) => void; disabled?: boolean }) {
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files ? pickedFiles(event.target.files) : [];
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => filesInput.current?.click()} disabled={disabled}>
        上传文件
      </Button>
      <Button size="small" variant="outlined" startIcon={<DriveFolderUploadOutlined />} onClick={() => folderInput.current?.click()} disabled={disabled}>
        上传文件夹
      </Button>
      {/* The type list is a hint for the picker only: anything picked is still checked before upload. */}
      <input ref={filesInput} type="file" multiple accept={ACCEPT} hidden disabled={disabled} onChange={take} data-testid="upload-files-input" />
      <input
        // webkitdirectory is not in React's input typings: set as an attribute, it makes the picker choose a folder.
        ref={(el) => {
          folderInput.current = el;
          el?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        multiple
        hidden
        disabled={disabled}
        onChange={take}
        data-testid="upload-folder-input"
      />
    </>
  );
}
