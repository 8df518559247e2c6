import { AREA_BASE_PATHS } from 'shared-ui/contract';

/** The release system's routes under the shell's `/h5` mount. */
export const RELEASE_BASE = `${AREA_BASE_PATHS.h5}/relesesystem`;

export const releasePaths = {
  /** The edit view, opened at a folder (`?folder=12`; the root when absent). */
  edit: (folderId?: number) => (folderId ? `${RELEASE_BASE}/edit?folder=${String(folderId)}` : `${RELEASE_BASE}/edit`),
  prerelease: `${RELEASE_BASE}/prerelease`,
  release: `${RELEASE_BASE}/release`,
  /** Work inside one folder: `/h5/relesesystem/operationFolder/12` (without an id: pick a folder). */
  operationFolder: (folderId?: number) => (folderId ? `${RELEASE_BASE}/operationFolder/${String(folderId)}` : `${RELEASE_BASE}/operationFolder`),
};
