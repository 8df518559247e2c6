import { api, unwrap } from 'shared-ui';
import { MANAGER_API, type LibraryItem, type ManagerDetail, type ManagerRow } from 'shared-ui/contract';
import { libraryQueries } from 'shared-ui/library';

/** The manager library's queries and writes (the library kit's, over MANAGER_API): one key root, so any write refreshes all. */
export const managerLibrary = libraryQueries<ManagerRow, ManagerDetail, string>('wm-managers', MANAGER_API);

/**
 * `GET …/library/funds?search=`: the fund library searched server-side by what was typed (debounced), the previous
 * answer kept while the next loads.
 */
export function useFundSearch(text: string, enabled: boolean) {
  return managerLibrary.useSearch<LibraryItem[]>('funds', MANAGER_API.funds, text, enabled);
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
