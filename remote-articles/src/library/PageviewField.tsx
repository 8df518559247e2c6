import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify, reportWorkflowError } from 'shared-ui';
import { ARTICLE_MESSAGES, ARTICLE_PAGEVIEW_MAX } from 'shared-ui/contract';
import { useUpdatePageview } from '../api/articleMutations';


/** 阅读量, editable in place (`POST article/update/pageview`) by whoever may make that call. */
export function PageviewField({ linkId, pageview, editable }: { linkId: string; pageview: number; editable: boolean }) {
  const update = useUpdatePageview();
  const [draft, setDraft] = useState<string | null>(null);
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
  const save = () => {
    if (problem) return;
    update.mutate(
      { linkId, pageview: value },
      {
        onSuccess: () => {
          notify.success(ARTICLE_MESSAGES.pageviewUpdated);
          setDraft(null);
        },
        onError: reportWorkflowError,
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
      <Button variant="contained" size="small" onClick={save} loading={update.isPending} disabled={problem !== null} sx={{ mt: 0.5 }}>
        保存
      </Button>
      <Button size="small" onClick={() => setDraft(null)} disabled={update.isPending} sx={{ mt: 0.5 }}>
        取消
      </Button>
    </Stack>
  );
}
