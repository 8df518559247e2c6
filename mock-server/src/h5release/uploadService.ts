/**
 * Upload of files and whole folders, one call per file (`path` relative to the target folder; sub-folders are created
 * as needed). Every rule is checked before a byte is written: a refused upload leaves no row and no blob.
 */
import {
  ErrorCode,
  h5Bodies,
  h5UploadPathProblem,
  h5UploadSizeProblem,
  H5_ALLOWED_EXTENSIONS,
  h5Extension,
  type H5File,
  type H5UploadCheck,
} from 'shared-ui/contract';
import { fieldRefusal, WorkflowRefusal } from '../workflow/refusal';
import type { H5Store } from './h5Store';
import { decodeBase64, readBody } from './input';
import { isFile, type FileRow } from './treeRepository';

/** Where a path lands: the deepest existing folder, the folders still to create under it, and the file if it exists. */
interface Landing {
  folderId: number;
  missing: string[];
  name: string;
  existing: FileRow | undefined;
}

/** Why a path cannot land in the tree (a file where a folder is needed, a folder where the file goes), or its landing. */
type Walk = { problem: string; nameClash: boolean } | Landing;

export class UploadService {
  constructor(private readonly store: H5Store) {}

  /** `POST upload/check`: which paths would overwrite a file (the browser asks first), which are refused and why. */
  check(body: unknown): H5UploadCheck {
    const { folder_id, paths } = readBody(h5Bodies.uploadCheck, body);
    this.store.folder(folder_id);
    const answer: H5UploadCheck = { existing: [], refused: [] };
    const seen = new Set<string>();
    for (const path of paths) {
      if (seen.has(path)) {
        answer.refused.push({ path, reason: '与本次上传的另一个文件路径相同' });
        continue;
      }
      seen.add(path);
      const problem = h5UploadPathProblem(path);
      if (problem) {
        answer.refused.push({ path, reason: problem });
        continue;
      }
      const walk = this.walk(folder_id, path);
      if ('problem' in walk) answer.refused.push({ path, reason: walk.problem });
      else if (walk.existing) answer.existing.push(path);
    }
    return answer;
  }

  /**
   * `POST upload`: stores one file. 1106 (data: the field and why) for an unsafe path, a type not allowed, bad base64,
   * an empty or oversized file, or a file where a folder is needed; 1401 when the name exists and `overwrite` is not
   * true (or a folder has it). Overwriting with other bytes clears the git version: it described the old bytes.
   */
  upload(operator: string, body: unknown): H5File {
    const input = readBody(h5Bodies.upload, body);
    this.store.folder(input.folder_id);
    const pathProblem = h5UploadPathProblem(input.path);
    if (pathProblem) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'path', message: pathProblem }]);
    const bytes = decodeBase64(input.data);
    const sizeProblem = h5UploadSizeProblem(bytes.length);
    if (sizeProblem) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'data', message: sizeProblem }]);
    this.land(input.folder_id, input.path, input.overwrite === true);

    // Bytes first, rows second: a crash in between leaves an unreferenced blob, never a row without its bytes.
    const sha256 = this.store.blobs.put(bytes);
    let replaced: string | null = null;
    try {
      const fileId = this.store.transaction(() => {
        // Again inside the lock: another upload may have created the name since the check above.
        const landing = this.land(input.folder_id, input.path, input.overwrite === true);
        const now = this.store.now();
        const contentType = H5_ALLOWED_EXTENSIONS[h5Extension(landing.name)] ?? 'application/octet-stream';
        if (landing.existing) {
          const existing = landing.existing;
          replaced = existing.sha256;
          const same = existing.sha256 === sha256;
          this.store.tree.update(existing.id, {
            sha256, size: bytes.length, content_type: contentType, ...(same ? {} : { git_id: '' }), update_time: now, update_operator: operator,
          });
          return existing.id;
        }
        let parentId = landing.folderId;
        for (const folderName of landing.missing) {
          parentId = this.store.tree.insert({
            parent_id: parentId, type: 'folder', file_name: folderName, remark: '', sha256: null, size: null, content_type: null,
            git_id: '', update_time: now, update_operator: operator,
          });
        }
        return this.store.tree.insert({
          parent_id: parentId, type: 'file', file_name: landing.name, remark: '', sha256, size: bytes.length, content_type: contentType,
          git_id: '', update_time: now, update_operator: operator,
        });
      });
      const view = this.store.view(this.store.file(fileId));
      if (view.type !== 'file') throw new Error('an uploaded file viewed as a folder');
      return view;
    } finally {
      // The replaced bytes may now be unused; so may the new ones if the transaction refused.
      this.store.collect([replaced, sha256]);
    }
  }

  /** The landing of a path that may be written, or the refusal that says why not. */
  private land(folderId: number, path: string, overwrite: boolean): Landing {
    const walk = this.walk(folderId, path);
    if ('problem' in walk) {
      if (walk.nameClash) throw new WorkflowRefusal(ErrorCode.NameExists, `名称已存在：${walk.problem}`, { path });
      throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'path', message: walk.problem }]);
    }
    if (walk.existing && !overwrite) throw new WorkflowRefusal(ErrorCode.NameExists, `名称已存在：「${path}」已存在，确认覆盖后再上传`, { path });
    return walk;
  }

  private walk(folderId: number, path: string): Walk {
    const segments = path.split('/');
    const name = segments.pop() ?? '';
    let current = folderId;
    for (let i = 0; i < segments.length; i += 1) {
      const segment = segments[i] ?? '';
      const child = this.store.tree.childByName(current, segment);
      if (!child) return { folderId: current, missing: segments.slice(i), name, existing: undefined };
      if (child.type !== 'folder') return { problem: `「${segment}」是已存在的文件，不能作为文件夹`, nameClash: false };
      current = child.id;
    }
    const target = this.store.tree.childByName(current, name);
    if (target && !isFile(target)) return { problem: `「${name}」是已存在的文件夹`, nameClash: true };
    return { folderId: current, missing: [], name, existing: isFile(target) ? target : undefined };
  }
}
