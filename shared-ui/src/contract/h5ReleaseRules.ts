/**
 * The H5 release system's rules: names, upload paths and sizes, and the request bodies (zod). The dialogs, the upload
 * check and mock-server all run these.
 */
import { z } from 'zod';
import { H5_ALLOWED_EXTENSIONS, H5_UPLOAD_MAX_BYTES, H5_NAME_MAX_LENGTH, H5_REMARK_MAX_LENGTH, H5_GIT_ID, H5_DEFAULT_FOLDER_NAME, H5_LIVE_PREFIX, H5_ROOT_FOLDER_ID } from './h5Release';
import { MB } from './imageRules';

/**
 * Why a name (one segment, a folder or a file) cannot be used, or null. The same rule in the rename dialog, the upload
 * check and mock-server.
 */
export function h5NameProblem(name: string): string | null {
  if (name.trim() === '') return '名称不能为空';
  if (name !== name.trim()) return '名称首尾不能有空格';
  if ([...name].length > H5_NAME_MAX_LENGTH) return `名称不能超过 ${String(H5_NAME_MAX_LENGTH)} 个字符`;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rule refuses
  if (/[\u0000-\u001F\u007F]/.test(name)) return '名称不能包含控制字符';
  if (name === '.' || name === '..') return '名称不能是 . 或 ..';
  if (/[/\\:*?"<>|]/.test(name)) return '名称不能包含 / \\ : * ? " < > | 等字符';
  return null;
}

/** The public URL of a live path: `activity/双11/index.html` → `/h5-live/activity/%E5%8F%8C11/index.html`. */
export function h5LiveUrl(path: string): string {
  return `${H5_LIVE_PREFIX}${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The extension of a file name in lower case ('' when none). */
export function h5Extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why an uploaded relative path (`css/app.css`) is refused, or null; checks every segment and the file's type. */
export function h5UploadPathProblem(path: string): string | null {
  if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) return '不能使用绝对路径';
  if (path.split(/[/\\]/).some((segment) => segment === '..')) return '路径不能包含 ..';
  const segments = path.split('/');
  for (const segment of segments) {
    const problem = h5NameProblem(segment);
    if (problem) return problem;
  }
  const ext = h5Extension(segments[segments.length - 1] ?? '');
  if (!(ext in H5_ALLOWED_EXTENSIONS)) return `不支持的文件类型${ext ? ` .${ext}` : ''}：仅支持 ${Object.keys(H5_ALLOWED_EXTENSIONS).join('、')}`;
  return null;
}

/** Why a file of `bytes` bytes is refused, or null. */
export function h5UploadSizeProblem(bytes: number): string | null {
  if (bytes === 0) return '文件为空';
  if (bytes > H5_UPLOAD_MAX_BYTES) return `文件超过 ${String(H5_UPLOAD_MAX_BYTES / MB)} MB`;
  return null;
}

/** The default name of a new folder that does not clash with `existing` names in its parent. */
export function nextDefaultFolderName(existing: readonly string[]): string {
  const taken = new Set(existing);
  if (!taken.has(H5_DEFAULT_FOLDER_NAME)) return H5_DEFAULT_FOLDER_NAME;
  for (let n = 2; ; n += 1) {
    const candidate = `${H5_DEFAULT_FOLDER_NAME}${String(n)}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const idList = (label: string) =>
  z.array(z.number({ error: `${label}必须是数字` }).int().positive(), { error: `请选择${label}` }).min(1, { error: `请至少选择一个${label}` }).max(500, { error: `一次最多处理 500 个${label}` });
const nameField = z.string({ error: '请输入名称' }).superRefine((value, ctx) => {
  const problem = h5NameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Request bodies, parsed by mock-server and used by the screen's forms. */
export const h5Bodies = {
  // The spec's body is `{file_name}`: a folder named without a parent goes in the root.
  add: z.object({ parent_id: z.number().int().min(0).default(H5_ROOT_FOLDER_ID), file_name: nameField }),
  rename: z.object({ file_name: nameField }),
  ids: z.object({ ids: idList('文件或文件夹') }),
  remark: z.object({
    ids: idList('文件或文件夹'),
    remark: z.string().max(H5_REMARK_MAX_LENGTH, { error: `备注不能超过 ${String(H5_REMARK_MAX_LENGTH)} 个字符` }),
  }),
  gitId: z.object({ ids: idList('文件'), git_id: z.string().trim().toLowerCase().regex(H5_GIT_ID, { error: 'git 版本应为 7–40 位十六进制提交号' }) }),
  fileIds: z.object({ file_ids: idList('文件') }),
  uploadCheck: z.object({ folder_id: z.number().int().min(0), paths: z.array(z.string()).min(1, { error: '请选择要上传的文件' }).max(500) }),
  upload: z.object({ folder_id: z.number().int().min(0), path: z.string().min(1), data: z.string().min(1, { error: '文件为空' }), overwrite: z.boolean().optional() }),
  /** push_time absent: publish now. */
  publish: z.object({ ids: idList('预发布记录'), push_time: z.string().optional() }),
};
