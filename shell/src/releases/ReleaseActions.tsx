import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from 'shared-ui';
import { parseCmsTime, releaseMoveSchema, releaseTimeProblem, type Release } from 'shared-ui/contract';
import { ReleaseStepDialog } from './ReleaseStepDialog';
import { noticeOf, type ReleaseNotice } from './ReleaseNotice';
import { readRefusal } from './releaseRefusal';
import { RELEASE_STEPS, isStepOffered, releaseStepWords, type ReleaseStep } from './releaseSteps';
import type { ReleasePermissions } from './useReleasePermissions';
import { releaseCalls, releaseKeys } from './useReleases';

export interface ReleaseActionsProps {
  /** The release as the panel's form is based on it: each step names its version. */
  release: Release;
  may: ReleasePermissions;
  /** Why no step may be taken now (unsaved edits, a stale release), or null. */
  blocked: boolean;
  onNotice: (notice: ReleaseNotice | null) => void;
  onDeleted: () => void;
}

/** The problem with a new time for 改期, by the contract's rules (the server's words), or undefined. */
function moveTimeProblem(release: Release, pushTime: string): string | undefined {
  const parsed = releaseMoveSchema.safeParse({ id: release.id, push_time: pushTime, base_version: release.version });
  if (!parsed.success) return parsed.error.issues[0]?.message;
  const at = parseCmsTime(pushTime);
  return (at === null ? null : releaseTimeProblem(at, Date.now())) ?? undefined;
}

/**
 * The steps on the whole release — 安排发布 and 改期 for whoever may publish, 撤回 and 下架 for whoever may withdraw, 删除
 * for whoever may prepare —
 * each behind a dialog saying what it will do. A refusal with the check's problems lists them like 检查; a stop
 * part-way shows the release as it was left.
 */
export function ReleaseActions({ release, may, blocked, onNotice, onDeleted }: ReleaseActionsProps) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ReleaseStep | null>(null);
  const [timeError, setTimeError] = useState<string | undefined>(undefined);
  const close = () => {
    setAsking(null);
    setTimeError(undefined);
  };

  const mutation = useMutation({
    mutationFn: async ({ step, pushTime }: { step: ReleaseStep; pushTime: string }): Promise<Release | null> => {
      const action = { id: release.id, base_version: release.version };
      switch (step) {
        case 'publish':
          return releaseCalls.publish(action);
        case 'move':
          return releaseCalls.move({ ...action, push_time: pushTime });
        case 'cancel':
          return releaseCalls.cancel(action);
        case 'out':
          return releaseCalls.out(action);
        case 'remove':
          await releaseCalls.remove(action);
          return null;
      }
    },
    onSuccess: (answer, { step }) => {
      notify.success(releaseStepWords(step, release).done);
      close();
      onNotice(null);
      if (answer) {
        queryClient.setQueryData(releaseKeys.detail(answer.id), answer);
        void queryClient.invalidateQueries({ queryKey: releaseKeys.all });
        return;
      }
      // Deleted: the panel closes; its release is not asked for again (it would answer 不存在).
      onDeleted();
      queryClient.removeQueries({ queryKey: releaseKeys.detail(release.id) });
      void queryClient.invalidateQueries({ queryKey: releaseKeys.list() });
    },
    onError: (error) => {
      const refusal = readRefusal(error);
      // 改期's time refused: said beside the picker, the dialog left open to correct it.
      if (refusal.kind === 'fields' && refusal.errors.push_time) {
        setTimeError(refusal.errors.push_time);
        return;
      }
      close();
      // Stopped part-way: the release is settled (every entry withdrawn again); show it as it now stands.
      if (refusal.kind === 'stopped') {
        queryClient.setQueryData(releaseKeys.detail(refusal.release.id), refusal.release);
        void queryClient.invalidateQueries({ queryKey: releaseKeys.list() });
      }
      onNotice(noticeOf(refusal));
    },
  });

  const confirm = (step: ReleaseStep) => (pushTime: string) => {
    const problem = step === 'move' ? moveTimeProblem(release, pushTime) : undefined;
    if (problem) setTimeError(problem);
    else mutation.mutate({ step, pushTime });
  };

  const offered = RELEASE_STEPS.filter((step) => isStepOffered(step, release, may));
  return (
    <>
      {offered.map((step) => {
        const words = releaseStepWords(step, release);
        return (
          <Button
            key={step}
            variant={step === 'publish' ? 'contained' : 'outlined'}
            color={words.danger ? 'error' : 'primary'}
            disabled={blocked}
            onClick={() => setAsking(step)}
            data-testid={`release-${step}`}
          >
            {words.label}
          </Button>
        );
      })}
      {asking ? (
        <ReleaseStepDialog
          words={releaseStepWords(asking, release)}
          time={asking === 'move' ? { initial: release.push_time, error: timeError, onEdit: () => setTimeError(undefined) } : null}
          pending={mutation.isPending}
          onConfirm={confirm(asking)}
          onClose={close}
        />
      ) : null}
    </>
  );
}
