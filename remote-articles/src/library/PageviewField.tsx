import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { notify, reportWorkflowError } from 'shared-ui';
import { ARTICLE_MESSAGES, ARTICLE_PAGEVIEW_MAX } from 'shared-ui/contract';
import { articleKeys } from '../api/articleKeys';
import { useUpdatePageview } from '../api/articleMutations';
import { ARTICLE_ACTION_FIELDS, useArticleConflict } from '../api/useArticleConflict';

/**
 * 阅读量, editable in place (`POST article/update/pageview`) by whoever may make that call, based on the article's
 * `version` as shown: changed since (1043), the engine's conflict dialog offers 重新加载 (theirs shown, the edit
 * left) or 仍然保存.
 */
export function PageviewField({ linkId, pageview, version, editable }: { linkId: string; pageview: number; version?: number; editable: boolean }) {
  const update = useUpdatePageview();
  const [draft, setDraft] = useState<string | null>(null);
  const leave = useCallback(() => setDraft(null), []);
  const conflict = useArticleConflict(ARTICLE_ACTION_FIELDS, articleKeys.all, {}, leave);
  if (!editable || draft === null) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{pageview}</Typography>
        {editable ? (
          <Button size="small" onClick={() => setDraft(String(pageview))}>
            修改
          </Button>
        ) : null}
      </Stack>
    );
  }
  const value = Number(draft);
  const problem = /^\d+$/.test(draft.trim()) && value <= ARTICLE_PAGEVIEW_MAX ? null : `浏览量须为 0–${String(ARTICLE_PAGEVIEW_MAX)} 的整数`;
  // `base`: the version shown; after 仍然保存, the one the refusal named.
  const save = (base: number | undefined = version): void => {
    if (problem) return;
    update.mutate(
      { linkId, pageview: value, baseVersion: base },
      {
        onSuccess: () => {
          notify.success(ARTICLE_MESSAGES.pageviewUpdated);
          setDraft(null);
        },
        onError: (error) => {
          const resend = (theirs: number | null) => save(theirs ?? undefined);
          if (!conflict.catchStale(error, { verb: '保存', row: { linkId, pageview: value }, resend })) reportWorkflowError(error);
        },
      },
    );
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="浏览量"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 160 }}
      />
      <Button variant="contained" size="small" onClick={() => save()} loading={update.isPending} disabled={problem !== null} sx={{ mt: 0.5 }}>
        保存
      </Button>
      <Button size="small" onClick={() => setDraft(null)} disabled={update.isPending} sx={{ mt: 0.5 }}>
        取消
      </Button>
      {conflict.dialog}
    </Stack>
  );
}
