import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fileProblem, type FileFieldDef, type FieldValue, type ModuleDefinition } from 'shared-ui/contract';
import { reportWorkflowError, validationErrorsOf } from 'shared-ui';
import { readFileBytes } from './readFileBytes';
import { storedFileInfoQuery, uploadModuleFile } from './uploadModuleFile';

export interface FileUpload {
  /** Checks the file's type and size (no byte read or sent when refused), then uploads it and hands the address on. */
  choose: (file: File, onUploaded: (url: FieldValue) => void) => Promise<void>;
  /** Why the last file was refused, in Chinese; null when none was. */
  problem: string | null;
  uploading: boolean;
}

/**
 * The headless part of a file field: the contract's `fileProblem` on the file's name and size (what the server asks
 * again) before the file is even read, then `POST upload/file`; a refusal of the server (a renamed file whose bytes
 * are not its type) is shown in the same place.
 */
export function useFileUpload(module: ModuleDefinition, def: FileFieldDef, onDone: () => void): FileUpload {
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (file: { name: string; bytes: Uint8Array }) => uploadModuleFile(module, def.name, file),
    onError: (error) => {
      setProblem(validationErrorsOf(error)[0]?.message ?? null);
      reportWorkflowError(error);
    },
  });
  const choose = async (file: File, onUploaded: (url: FieldValue) => void) => {
    const refused = fileProblem(def, { name: file.name, size: file.size });
    setProblem(refused);
    if (refused) return;
    const bytes = await readFileBytes(file);
    mutation.mutate(
      { name: file.name, bytes },
      {
        onSuccess: (info) => {
          // What the upload answered is what the info call would: the form shows size and checksum without asking.
          queryClient.setQueryData(storedFileInfoQuery(info.url).queryKey, info);
          onUploaded(info.url);
          onDone();
        },
      },
    );
  };
  return { choose, problem, uploading: mutation.isPending };
}
