import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { isCallAllowed, notify, useSession, validationErrorsOf } from 'shared-ui';
import { ARTICLE_MESSAGES, INFORMATION_API, richTextIsEmpty, type InformationDetail } from 'shared-ui/contract';
import { useNavigate } from 'shared-ui/router';
import { useWatch } from 'shared-ui/workflow';
import { INFORMATION_COMPARE_FIELDS } from './informationCompareFields';
import { useLeaveGuard } from '../common/useLeaveGuard';
import { LocalCopyBanner } from '../common/LocalCopyBanner';
import { useLocalCopy } from '../common/useLocalCopy';
import { useStaleEdit } from '../common/useStaleEdit';
import { useSaveInformation } from './informationApi';
import { failureMessage, reportFailure } from './informationErrors';
import { InformationForm } from './InformationForm';
import { InformationPreviewDialog } from './InformationPreviewDialog';
import { informationPaths } from './informationPaths';
import { isInHouse, valuesFromDetail, type InformationFormValues } from './informationValues';
import { useInformationForm } from './useInformationForm';

export interface ExistingItem {
  linkId: string;
  /** `cms`, or the external feed's code: sent back unchanged, so the item keeps its source. */
  source: string;
  sourceName: string;
  /** Its version when opened (staleSave.ts): a colleague's newer save refuses this one with 1043. */
  version?: number;
}

export interface InformationEditorProps {
  initialValues: InformationFormValues;
  /** Re-edit: the item being changed. Absent on the add pages. */
  existing?: ExistingItem;
}

/**
 * The add and re-edit form of an information item with its actions: 保存 (only for a role that may make the call),
 * 预览 (when there is a body), a question before leaving with unsaved changes, and a local copy of what is typed.
 * A refused save keeps every value; the server's field messages show beside their fields. On success: a toast and the
 * item's detail page.
 */
export function InformationEditor({ initialValues, existing }: InformationEditorProps) {
  const { role } = useSession();
  const navigate = useNavigate();
  const controller = useInformationForm(initialValues);
  const { form } = controller;
  const save = useSaveInformation();
  const [problem, setProblem] = useState('');
  const [preview, setPreview] = useState<InformationFormValues | null>(null);
  const canSave = isCallAllowed(role, 'POST', existing ? INFORMATION_API.save : INFORMATION_API.create);
  const values = useWatch({ control: form.control }) as InformationFormValues;
  const dirty = form.formState.isDirty;
  const guard = useLeaveGuard(dirty && canSave);
  const copyKey = existing ? `information:reedit:${String(initialValues.type)}:${existing.linkId}` : `information:add:${String(initialValues.type)}`;
  const localCopy = useLocalCopy(copyKey, values, initialValues, canSave);
  // Restored or reloaded values fill the form but keep what it opened with, so it stays unsaved.
  const load = (next: InformationFormValues) => form.reset(next, { keepDefaultValues: true });
  const stale = useStaleEdit<InformationFormValues>({
    openedVersion: existing?.version,
    fields: INFORMATION_COMPARE_FIELDS,
    typed: values,
    localCopy,
    load,
    valuesOf: (current) => valuesFromDetail(current as unknown as InformationDetail),
    busy: save.isPending,
    resend: (mine, base) => send(mine, base),
  });

  const send = (valid: InformationFormValues, base: number | undefined) => {
    setProblem('');
    const body = existing ? { ...valid, linkId: existing.linkId, source: existing.source, ...(base === undefined ? {} : { base_version: base }) } : valid;
    save.mutate(body, {
      onSuccess: (saved) => {
        notify.success(existing ? ARTICLE_MESSAGES.saved : ARTICLE_MESSAGES.created);
        localCopy.clear();
        guard.release();
        form.reset(valuesFromDetail(saved));
        void navigate(informationPaths.detail(saved.type, saved.linkId));
      },
      onError: (error) => {
        if (stale.catchStale(error, valid)) return;
        const fields = validationErrorsOf(error);
        controller.showServerErrors(fields);
        setProblem(failureMessage(error, initialValues.type));
        reportFailure(error, initialValues.type);
      },
    });
  };
  const submit = form.handleSubmit((valid) => send(valid, stale.baseVersion));

  const hasBody = !richTextIsEmpty(values.content ?? '');
  return (
    <>
      {existing ? (
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
          <Chip label={`来源：${existing.sourceName || existing.source}`} color={isInHouse(existing.source) ? 'default' : 'info'} data-testid="information-source" />
          {isInHouse(existing.source) ? null : (
            <Alert severity="info" sx={{ py: 0, flex: 1 }}>
              这是外部资讯源的内容：保存后仍保留来源「{existing.sourceName || existing.source}」，并记入编辑记录。
            </Alert>
          )}
        </Stack>
      ) : null}
      {canSave ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          您的角色只能查看资讯，不能保存修改。
        </Alert>
      )}
      <LocalCopyBanner localCopy={localCopy} load={load} />
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="information-save-error">
          {problem}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <form
          noValidate
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          <InformationForm controller={controller} disabled={save.isPending || !canSave} />
          <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
            {canSave ? (
              <Button type="submit" variant="contained" loading={save.isPending}>
                保存
              </Button>
            ) : null}
            {hasBody ? (
              <Button variant="outlined" onClick={() => setPreview({ ...values })}>
                预览
              </Button>
            ) : null}
            <Button onClick={() => void navigate(existing ? informationPaths.detail(initialValues.type, existing.linkId) : informationPaths.feed(initialValues.type))}>
              取消
            </Button>
          </Stack>
        </form>
      </Paper>
      <InformationPreviewDialog values={preview} onClose={() => setPreview(null)} />
      {stale.dialog}
      {guard.dialog}
    </>
  );
}
