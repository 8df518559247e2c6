import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { imageProblem, type ImageFieldDef, type ModuleDefinition } from 'shared-ui/contract';
import { uploadModuleImage } from './uploadModuleImage';
import { reportWorkflowError, validationErrorsOf } from 'shared-ui';
import { readImageFile } from './readFileBytes';

export interface ImageUpload {
  /** Checks the file against the slot (JPG, size, pixels) and uploads it only when it fits. */
  choose: (file: File) => Promise<void>;
  /** Why the last file was refused, in Chinese; null when none was. */
  problem: string | null;
  uploading: boolean;
}

/**
 * The headless part of an image field: the browser checks the bytes with the contract's `imageProblem` (the same
 * check mock-server runs) before any upload, then `POST upload/image` and hands the URL to `onUploaded`.
 */
export function useImageUpload(module: ModuleDefinition, def: ImageFieldDef, onUploaded: (url: string) => void): ImageUpload {
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (file: { name: string; bytes: Uint8Array }) => uploadModuleImage(module, def.name, file),
    onSuccess: onUploaded,
    onError: (error) => {
      setProblem(validationErrorsOf(error)[0]?.message ?? null);
      reportWorkflowError(error);
    },
  });
  const choose = async (file: File) => {
    const chosen = await readImageFile(file, def.maxBytes, (bytes) => imageProblem(bytes, def));
    setProblem(chosen.problem);
    if (chosen.problem === null) mutation.mutate({ name: file.name, bytes: chosen.bytes });
  };
  return { choose, problem, uploading: mutation.isPending };
}
