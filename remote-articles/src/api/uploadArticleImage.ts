import { api, unwrap } from 'shared-ui';
import { ARTICLE_API, type ArticleImageAnswer, type ArticleImagePurpose } from 'shared-ui/contract';

export { articleImageProblem } from 'shared-ui/contract';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode below the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * `POST article/image {purpose, fileName, data}` → the stored image's URL. Check the bytes with the contract's
 * `articleImageProblem` first (the server runs the same check again).
 */
export async function uploadArticleImage(purpose: ArticleImagePurpose, file: { name: string; bytes: Uint8Array }): Promise<string> {
  const answer = await unwrap(api.post<ArticleImageAnswer>(ARTICLE_API.image, { purpose, fileName: file.name, data: toBase64(file.bytes) }));
  return answer.url;
}
