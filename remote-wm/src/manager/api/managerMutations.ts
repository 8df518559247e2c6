import type { LibraryDelete } from '../../library/DeleteLibraryItemsDialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from 'shared-ui';
import { ErrorCode, MANAGER_API, type ManagerDeleteAnswer, type ManagerInput, type ManagerRow, type ManagerUpdateInput } from 'shared-ui/contract';
import { managerKeys } from './managerKeys';

/** The server's message says more here: who saved and when (1015), which name or slot (1019), which key (1107). */
const OWN_WORDS = [ErrorCode.WithdrawConflict, ErrorCode.Duplicate, ErrorCode.NotFound];

function useRefreshManagers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: managerKeys.all });
}

/** `POST …/library/create`: the new manager's key. */
export function useAddManager() {
  const refresh = useRefreshManagers();
  return useMutation({
    mutationFn: (input: ManagerInput) => unwrap(api.post<{ id: string }>(MANAGER_API.create, input), [0], OWN_WORDS),
    onSuccess: refresh,
  });
}

/** `POST …/library/update`; 1015 (with the current row) when someone saved since `update_time`. */
export function useUpdateManager() {
  const refresh = useRefreshManagers();
  return useMutation({
    mutationFn: (input: ManagerUpdateInput) => unwrap(api.post<ManagerRow>(MANAGER_API.update, input), [0], OWN_WORDS),
    onSuccess: refresh,
  });
}

/** `POST …/library/delete {ids}`; 1019 (with `ManagerInUse[]`) when a slot shows any: none is deleted. */
export function useDeleteManagers() {
  const refresh = useRefreshManagers();
  return useMutation({
    // `update_times`: each manager's update_time as shown; one saved since answers 1015 with its current row.
    mutationFn: (body: LibraryDelete<string>) => unwrap(api.post<ManagerDeleteAnswer>(MANAGER_API.delete, body), [0], OWN_WORDS),
    onSettled: refresh,
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode below the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** `POST operation/wm/managers/image/update {fileName, data}` → the stored portrait's URL. */
export async function uploadManagerPhoto(file: { name: string; bytes: Uint8Array }): Promise<string> {
  const answer = await unwrap(api.post<{ url: string }>(MANAGER_API.image, { fileName: file.name, data: toBase64(file.bytes) }));
  return answer.url;
}
