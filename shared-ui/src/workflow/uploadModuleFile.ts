import { api, unwrap } from 'shared-ui';
import { STORED_FILE_PATH, storedFileOf, type ModuleDefinition, type StoredFileInfo } from 'shared-ui/contract';
import { toBase64 } from './uploadModuleImage';
import { withScope } from './withScope';

/** The upload of a module's file field, at the API root beside `upload/image` (mock-server's routes/fileUpload.ts). */
export const UPLOAD_FILE_PATH = 'upload/file';

/**
 * `POST upload/file {module, field, fileName, data}` (data in base64, plus the module's scope) → what the server
 * stored: the address (the field's value), name, type, size and SHA-256.
 *
 * @example const info = await uploadModuleFile(module, 'document', { name: '披露.pdf', bytes });
 */
export function uploadModuleFile(module: ModuleDefinition, field: string, file: { name: string; bytes: Uint8Array }): Promise<StoredFileInfo> {
  const body = withScope(module, { module: module.key, field, fileName: file.name, data: toBase64(file.bytes) });
  return unwrap(api.post<StoredFileInfo>(UPLOAD_FILE_PATH, body));
}

/**
 * The query of what the server keeps of a stored file (size, SHA-256), by its address; disabled for a seed picture,
 * which the server draws and keeps no record of.
 */
export function storedFileInfoQuery(url: string) {
  const stored = storedFileOf(url);
  const uploaded = stored !== undefined && !stored.id.startsWith('seed-');
  return {
    queryKey: ['upload', 'fileInfo', url],
    queryFn: () => unwrap(api.get<StoredFileInfo>(`upload/files/${url.slice(STORED_FILE_PATH.length)}/info`)),
    enabled: uploaded,
    staleTime: Infinity,
  };
}
