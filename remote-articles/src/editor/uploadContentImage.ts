import { articleImageProblem } from 'shared-ui/contract';
import type { RichTextImageUpload } from 'shared-ui/richText/editor';
import { readFileBytes } from 'shared-ui/workflow';
import { uploadArticleImage } from '../api/uploadArticleImage';
import { shownFailureMessage } from 'shared-ui';

/**
 * An image picked in the article editor: the contract's `articleImageProblem` on the bytes before any upload, then
 * `POST article/image` purpose 'content'.
 */
export const uploadContentImage: RichTextImageUpload = async (file) => {
  const bytes = await readFileBytes(file);
  const problem = articleImageProblem(bytes, 'content');
  if (problem) return { problem };
  try {
    return { url: await uploadArticleImage('content', { name: file.name, bytes }) };
  } catch (failure) {
    return { problem: shownFailureMessage(failure, '图片上传失败，请重试') };
  }
};
