import { ARTICLE_IMAGE_MAX, articleImageProblem } from 'shared-ui/contract';
import type { RichTextImageUpload } from 'shared-ui/richText/editor';
import { readImageFile } from 'shared-ui/workflow';
import { uploadArticleImage } from '../api/uploadArticleImage';
import { shownFailureMessage } from 'shared-ui';

/**
 * An image picked in the article editor: the contract's `articleImageProblem` on the bytes before any upload, then
 * `POST article/image` purpose 'content'.
 */
export const uploadContentImage: RichTextImageUpload = async (file) => {
  const chosen = await readImageFile(file, ARTICLE_IMAGE_MAX, (bytes) => articleImageProblem(bytes, 'content'));
  if (chosen.problem !== null) return { problem: chosen.problem };
  try {
    return { url: await uploadArticleImage('content', { name: file.name, bytes: chosen.bytes }) };
  } catch (failure) {
    return { problem: shownFailureMessage(failure, '图片上传失败，请重试') };
  }
};
