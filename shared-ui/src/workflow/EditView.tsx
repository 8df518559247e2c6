import { ApiError, ErrorCode, isReportedByShell, useSession, validationErrorsOf } from 'shared-ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { WORKFLOW_WORDING, dropHiddenFields, sameValues, type DraftRow, type ModuleDefinition, type ModuleValues, type RefListItem, type StaleSaveDetail, type TakenTime } from 'shared-ui/contract';
import { AutosaveBanner } from './AutosaveBanner';
import { autosaveStore } from './autosaveStore';
import { useAutosave } from './useAutosave';
import { useModuleDraft } from './useModuleDraft';
import { isOverwriteQuestion, useWorkflowAction } from './useWorkflowAction';
import { ConfirmDialog } from './ConfirmDialog';
import type { BaseVersion, ScheduleTimes } from './WorkflowCommand';
import { StaleSaveDialog, useStaleSaveConflict } from './StaleSaveDialog';
import { PrepublishDialog } from './PrepublishDialog';
import { LiveDiff } from './LiveDiff';
import { ModuleForm } from './ModuleForm';
import { useModuleForm } from './useModuleForm';
import { valuesFromRecord } from './valuesFromRecord';
import { useWorkflowPermissions } from './useWorkflowPermissions';
import { initialTimes, useScheduleTimes } from './useScheduleTimes';
import { useTakenTimes } from './useTakenTimes';
import { EditListContext, useAddToEditList } from './editListCalls';

type PrepublishStepProps = { module: ModuleDefinition; values: ModuleValues; busy: boolean; onConfirm: (times: ScheduleTimes, showErrors: (e: unknown) => void) => void; onClose: () => void };

/** Opens the prepublish dialog once the times already held are known, so its default preset collides with none. */
function PrepublishStep(props: PrepublishStepProps) {
  const taken = useTakenTimes(props.module);
  return taken ? <PrepublishTimes {...props} taken={taken} /> : null;
}

/** The prepublish dialog with its own schedule state, so each opening starts from fresh default times. */
function PrepublishTimes({ module, values, busy, onConfirm, onClose, taken }: PrepublishStepProps & { taken: readonly TakenTime[] }) {
  const schedule = useScheduleTimes(module, initialTimes(module, undefined, taken));
  return (
    <PrepublishDialog
      module={module}
      values={values}
      schedule={schedule}
      busy={busy}
      onClose={onClose}
      onConfirm={(times) => onConfirm(times, (error) => void schedule.showServerErrors(validationErrorsOf(error)))}
    />
  );
}

/** The version a draft answer names: null when nothing is saved, undefined when the backend keeps no versions. */
const versionOf = (draft: DraftRow | undefined): BaseVersion => (draft === null ? null : draft?.version);

/**
 * The edit view: the saved draft in the module's form, 保存 and 预发布 (each shown only to a role that may), the
 * local copy of unsaved text and its restore banner.
 */
export function EditView({ module }: { module: ModuleDefinition }) {
  const words = WORKFLOW_WORDING[module.wording];
  const { account } = useSession();
  const can = useWorkflowPermissions(module);
  const draft = useModuleDraft(module);
  const controller = useModuleForm(module, { readOnly: !can.save });
  const save = useWorkflowAction(module);
  const prepublish = useWorkflowAction(module);
  // Values waiting in the prepublish dialog (validated when it opened).
  const [pending, setPending] = useState<ModuleValues | null>(null);

  const baseline = useMemo(() => (draft.data === undefined ? undefined : valuesFromRecord(module, draft.data)), [draft.data, module]);
  // The draft fills the form once; later refetches (after a save) must not overwrite what is being typed.
  const [loaded, setLoaded] = useState(false);
  // The saved version the form's content is based on (staleSave.ts): the loaded draft's, then each save's.
  const [baseVersion, setBaseVersion] = useState<BaseVersion>(undefined);
  useEffect(() => {
    if (baseline && !loaded) {
      controller.load(baseline);
      setBaseVersion(versionOf(draft.data));
      setLoaded(true);
    }
  }, [baseline, loaded, controller, draft.data]);

  // useWatch types the whole form as a deep partial; the form always holds every field (reset with full values).
  const values = useWatch({ control: controller.form.control }) as ModuleValues;
  // A field that does not apply (visibleWhen) is not saved: what it holds meanwhile is nothing unsaved.
  const sameApplicable = useCallback((a: ModuleValues, b: ModuleValues) => sameValues(dropHiddenFields(module.fields, a), dropHiddenFields(module.fields, b)), [module.fields]);
  const autosave = useAutosave({
    storageKey: autosaveStore.key(account, module.key),
    values,
    baseline: loaded ? baseline : undefined,
    enabled: can.save,
    same: sameApplicable,
  });

  const busy = save.isPending || prepublish.isPending;

  // A save the server answered with 是否覆盖 (1041, `supersedes`): the values wait here for the person's answer.
  const [question, setQuestion] = useState<{ values: ModuleValues; message: string } | null>(null);
  // A save refused as stale (1043): a colleague saved meanwhile; compare, reload or overwrite.
  const { conflict, catchStale, dismiss: dismissConflict } = useStaleSaveConflict<ModuleValues>();
  // Set from the click until the save settles: a double click sends one save (validation runs before isPending).
  const saving = useRef(false);

  // An edit list kept item by item (`editList`): a picked item joins the saved draft through `add`, based on the same
  // version as a save; a stale base offers the usual compare / reload / overwrite, with the item added to mine.
  const onAdded = useCallback((saved: NonNullable<DraftRow>) => setBaseVersion(saved.version), []);
  const { getValues } = controller.form;
  const onStaleAdd = useCallback(
    (error: unknown, item: RefListItem) => {
      const field = module.editList?.field ?? '';
      const held: unknown = getValues(field);
      catchStale(error, { ...getValues(), [field]: [...(Array.isArray(held) ? (held as RefListItem[]) : []), item] });
    },
    [catchStale, getValues, module.editList],
  );
  const addToEditList = useAddToEditList(module, { baseVersion, onAdded, onStale: onStaleAdd });
  const editList = useMemo(() => ({ add: can.save ? addToEditList : null }), [can.save, addToEditList]);

  const sendSave = (valid: ModuleValues, overwrite: boolean, base: BaseVersion = baseVersion) => {
    saving.current = true;
    save.mutate(
      { action: 'save', values: valid, overwrite, baseVersion: base },
      {
        onSuccess: (saved) => {
          setQuestion(null);
          dismissConflict();
          autosave.clear();
          const record = typeof saved === 'object' && saved !== null ? (saved as NonNullable<DraftRow>) : null;
          setBaseVersion(record ? record.version : undefined);
          // Show exactly what the server keeps (trimmed, normalised).
          controller.load(valuesFromRecord(module, record ?? valid));
        },
        onError: (error) => {
          setQuestion(null);
          if (catchStale(error, valid)) return;
          if (isOverwriteQuestion(error)) return setQuestion({ values: valid, message: error.message });
          void controller.showServerErrors(validationErrorsOf(error));
        },
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  };

  const onSave = async () => {
    if (saving.current) return;
    saving.current = true;
    const valid = await controller.validate();
    if (valid) sendSave(valid, false);
    else saving.current = false;
  };

  // Theirs into the form; mine stays as the offered local copy (恢复 brings it back).
  const reloadTheirs = (mine: ModuleValues, theirs: StaleSaveDetail) => {
    autosave.keep(mine);
    controller.load(valuesFromRecord(module, theirs.current ?? {}));
    setBaseVersion(theirs.version);
    dismissConflict();
    void draft.refetch();
  };

  const onPrepublish = async () => {
    const valid = await controller.validate();
    if (valid) setPending(valid);
  };

  const confirmPrepublish = (times: ScheduleTimes, showTimeErrors: (error: unknown) => void) => {
    if (!pending) return;
    prepublish.mutate(
      { action: 'prepublish', values: pending, times, baseVersion },
      {
        onSuccess: () => {
          setPending(null);
          autosave.clear();
          controller.clear();
          // Pre-publishing removed the draft: the next save starts one (a stale base would be refused as 1043).
          setBaseVersion(null);
        },
        onError: (error) => {
          // 1043: the draft was saved by someone else since: the same compare / reload / overwrite as a save.
          if (catchStale(error, pending)) return setPending(null);
          showTimeErrors(error);
          const problems = validationErrorsOf(error);
          const rest = controller.showServerErrors(problems);
          // Close the dialog when the fix is in the form: a field's problem shown there, or 1017 (save first).
          const saveFirst = error instanceof ApiError && error.code === ErrorCode.SaveFirst;
          if (saveFirst || rest.length < problems.length) setPending(null);
        },
      },
    );
  };

  if (draft.isPending) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <CircularProgress size={28} aria-label="加载中" />
      </Box>
    );
  }

  return (
    <Box>
      {draft.isError && !isReportedByShell(draft.error) ? (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={() => void draft.refetch()}>重试</Button>}>
          {draft.error instanceof Error ? draft.error.message : '加载失败'}
        </Alert>
      ) : null}
      {autosave.offer ? (
        <AutosaveBanner
          copy={autosave.offer}
          onRestore={() => {
            const restored = autosave.restore();
            if (restored) controller.load(valuesFromRecord(module, restored));
          }}
          onDiscard={autosave.discard}
        />
      ) : null}
      {draft.data?.update_time ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          草稿保存于 {draft.data.update_time}
          {draft.data.update_operator ? `（${draft.data.update_operator}）` : ''}
        </Typography>
      ) : null}
      <EditListContext.Provider value={editList}>
        <ModuleForm controller={controller} canUpload={can.upload} disabled={busy} />
      </EditListContext.Provider>
      {can.save || can.prepublish ? (
        <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
          {can.save ? (
            <Button variant="outlined" onClick={() => void onSave()} loading={save.isPending} disabled={busy}>
              保存
            </Button>
          ) : null}
          {can.prepublish ? (
            <Button variant="contained" onClick={() => void onPrepublish()} loading={prepublish.isPending} disabled={busy}>
              {words.prepublish}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {question ? (
        <ConfirmDialog
          open
          title="是否覆盖"
          message={
            <>
              {question.message}
              <LiveDiff module={module} values={question.values} />
            </>
          }
          maxWidth="sm"
          confirmLabel="覆盖保存"
          busy={save.isPending}
          focusCancel
          onConfirm={() => sendSave(question.values, true)}
          onClose={() => setQuestion(null)}
        />
      ) : null}
      {conflict ? (
        <StaleSaveDialog
          fields={module.fields}
          mine={conflict.mine}
          conflict={conflict.detail}
          busy={save.isPending}
          onReload={() => reloadTheirs(conflict.mine, conflict.detail)}
          onOverwrite={() => sendSave(conflict.mine, false, conflict.detail.version)}
          onClose={dismissConflict}
        />
      ) : null}
      {pending ? <PrepublishStep module={module} values={pending} busy={prepublish.isPending} onConfirm={confirmPrepublish} onClose={() => setPending(null)} /> : null}
    </Box>
  );
}
