import { api, unwrap } from 'shared-ui';
import type { ModuleDefinition } from 'shared-ui/contract';
import { withScope } from './withScope';

/**
 * One upload endpoint for every module, at the API root: the body names the module and the field, whose slot the
 * server checks the bytes against (mock-server's routes/upload.ts). Not one of the contract's WORKFLOW_ENDPOINTS: it
 * is no step of the workflow at a module's base, and mock-server registers those per base.
 */
export const UPLOAD_IMAGE_PATH = 'upload/image';

/** The bytes as base64, for a JSON upload body. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode below the engine's argument limit for a 10 MB image.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * `POST upload/image {module, field, fileName, data}` (data in base64, plus the module's scope) → the stored image's URL.
 *
 * @example const url = await uploadModuleImage(module, 'image', { name: 'a.jpg', bytes });
 */
export async function uploadModuleImage(module: ModuleDefinition, field: string, file: { name: string; bytes: Uint8Array }): Promise<string> {
  const body = withScope(module, { module: module.key, field, fileName: file.name, data: toBase64(file.bytes) });
  const answer = await unwrap(api.post<{ url: string }>(UPLOAD_IMAGE_PATH, body));
  return answer.url;
}
