import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { notify } from 'shared-ui';
import { h5Calls } from '../api/h5Calls';
import { h5Keys } from '../api/h5Keys';
import { failureText } from '../api/reportH5Error';
import { browserCheck, readAsDataUrl, type PickedFile, type UploadRefusal } from './uploadPlan';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'skipped' | 'cancelled';
export interface UploadProgress {
  status: UploadStatus;
  message?: string;
}

/**
 * The headless upload of files into a folder, in four steps:
 * 1. the browser refuses what the contract's rules refuse (nothing of it is sent);
 * 2. `upload/check` asks the server which of the rest exist and which it refuses (with reasons);
 * 3. the person confirms, per existing file, whether to overwrite it: nothing is replaced without a yes;
 * 4. one `upload` call per file, in turn, so progress is real; `overwrite: true` only for the confirmed ones.
 */
export function useUploadFlow(folderId: number, picked: readonly PickedFile[]) {
  const queryClient = useQueryClient();
  const local = useMemo(() => browserCheck(picked), [picked]);
  const paths = local.accepted.map((p) => p.path);
  const check = useQuery({
    // Outside h5Keys.all: the refresh after the upload must not ask the check again.
    queryKey: ['h5upload-check', folderId, ...paths],
    queryFn: () => h5Calls.uploadCheck(folderId, paths),
    enabled: paths.length > 0,
    staleTime: 0,
    gcTime: 0,
  });
  const [overwrite, setOverwrite] = useState<ReadonlySet<string>>(() => new Set());
  const [progress, setProgress] = useState<Record<string, UploadProgress>>({});
  const [phase, setPhase] = useState<'review' | 'uploading' | 'done'>('review');
  const stopRequested = useRef(false);

  const serverRefused = new Set((check.data?.refused ?? []).map((r) => r.path));
  const existingPaths = new Set(check.data?.existing ?? []);
  const refused: UploadRefusal[] = [...local.refused, ...(check.data?.refused ?? [])];
  const sendable = local.accepted.filter((p) => !serverRefused.has(p.path));
  const existing = sendable.filter((p) => existingPaths.has(p.path));
  const fresh = sendable.filter((p) => !existingPaths.has(p.path));
  const toSend = sendable.filter((p) => !existingPaths.has(p.path) || overwrite.has(p.path));
  const checking = paths.length > 0 && check.isPending;

  const setOne = (path: string, next: UploadProgress) => setProgress((prev) => ({ ...prev, [path]: next }));

  const start = async () => {
    stopRequested.current = false;
    setPhase('uploading');
    setProgress(Object.fromEntries(sendable.map((p) => [p.path, toSend.includes(p) ? { status: 'waiting' } : { status: 'skipped', message: '已存在，未覆盖' }])));
    let done = 0;
    let failed = 0;
    for (const p of toSend) {
      if (stopRequested.current) {
        setOne(p.path, { status: 'cancelled', message: '已停止，未上传' });
        continue;
      }
      setOne(p.path, { status: 'uploading' });
      try {
        const data = await readAsDataUrl(p.file);
        const confirmed = existingPaths.has(p.path) && overwrite.has(p.path);
        await h5Calls.upload({ folder_id: folderId, path: p.path, data, ...(confirmed ? { overwrite: true } : {}) });
        setOne(p.path, { status: 'done', message: confirmed ? '已覆盖' : '已上传' });
        done += 1;
      } catch (error) {
        setOne(p.path, { status: 'failed', message: failureText(error) });
        failed += 1;
      }
    }
    setPhase('done');
    await queryClient.invalidateQueries({ queryKey: h5Keys.all });
    const skipped = sendable.length - toSend.length;
    const summary = `上传完成：成功 ${String(done)} 个${failed ? `，失败 ${String(failed)} 个` : ''}${skipped ? `，跳过 ${String(skipped)} 个` : ''}`;
    if (failed) notify.warning(summary);
    else notify.success(summary);
  };

  return {
    checking,
    checkError: check.isError ? check.error : null,
    retryCheck: () => void check.refetch(),
    refused,
    existing,
    fresh,
    toSend,
    overwrite,
    setOverwrite: (path: string, yes: boolean) =>
      setOverwrite((prev) => {
        const next = new Set(prev);
        if (yes) next.add(path);
        else next.delete(path);
        return next;
      }),
    setOverwriteAll: (yes: boolean) => setOverwrite(yes ? new Set(existing.map((p) => p.path)) : new Set()),
    phase,
    progress,
    start,
    stop: () => {
      stopRequested.current = true;
    },
  };
}

export type UploadFlow = ReturnType<typeof useUploadFlow>;
