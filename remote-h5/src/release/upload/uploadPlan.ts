/**
 * What the browser decides before anything is sent: each picked file's path under the target folder, and the files
 * refused outright by the contract's rules (unsafe name, type not allowed, empty or too large). The server checks
 * the same rules again (`upload/check`, `upload`).
 */
import { h5UploadPathProblem, h5UploadSizeProblem } from 'shared-ui/contract';

export interface PickedFile {
  file: File;
  /** Relative path under the target folder: the name, or `site/css/app.css` for a folder upload. */
  path: string;
}

export interface UploadRefusal {
  path: string;
  reason: string;
}

/** Files as picked: a folder upload keeps each file's path inside the picked folder (the folder itself included). */
export function pickedFiles(files: Iterable<File>): PickedFile[] {
  return [...files].map((file) => ({ file, path: file.webkitRelativePath || file.name }));
}

export function browserCheck(picked: readonly PickedFile[]): { accepted: PickedFile[]; refused: UploadRefusal[] } {
  const accepted: PickedFile[] = [];
  const refused: UploadRefusal[] = [];
  const seen = new Set<string>();
  for (const p of picked) {
    const problem = h5UploadPathProblem(p.path) ?? h5UploadSizeProblem(p.file.size) ?? (seen.has(p.path) ? '本次选择中有同名文件' : null);
    if (problem) refused.push({ path: p.path, reason: problem });
    else accepted.push(p);
    seen.add(p.path);
  }
  return { accepted, refused };
}

/** The file's bytes as a `data:` URL (the contract's upload body takes base64, a data-URL prefix allowed). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('读取文件失败')));
    reader.onerror = () => reject(new Error(`读取文件失败：${file.name}`));
    reader.readAsDataURL(file);
  });
}
