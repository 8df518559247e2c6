import { useState } from 'react';
import { ARTICLE_IMAGE_MAX, type ArticleImagePurpose } from 'shared-ui/contract';
import { readImageFile } from 'shared-ui/workflow';
import { articleImageProblem, uploadArticleImage } from './uploadArticleImage';
import { shownFailureMessage } from 'shared-ui';

export interface ArticleImageUpload {
  /** Checks the file in the browser and uploads it only when it fits. */
  choose: (file: File) => Promise<void>;
  /** Why the last file (or, for the caller's own checks, the last input) was refused, in Chinese; null when none was. */
  problem: string | null;
  setProblem: (problem: string | null) => void;
  uploading: boolean;
}

/**
 * The headless part of an article image input (the thumbnail field, the editor's image dialog): the contract's
 * `articleImageProblem` on the bytes before any upload, then `POST article/image` and the URL to `onUploaded`.
 * `fallback` is the message of a failure that carries none of its own.
 */
export function useArticleImageUpload(purpose: ArticleImagePurpose, onUploaded: (url: string) => void, fallback?: string): ArticleImageUpload {
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const choose = async (file: File) => {
    setProblem(null);
    const chosen = await readImageFile(file, ARTICLE_IMAGE_MAX, (bytes) => articleImageProblem(bytes, purpose));
    if (chosen.problem !== null) {
      setProblem(chosen.problem);
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadArticleImage(purpose, { name: file.name, bytes: chosen.bytes }));
    } catch (failure) {
      setProblem(shownFailureMessage(failure, fallback));
    } finally {
      setUploading(false);
    }
  };
  return { choose, problem, setProblem, uploading };
}
