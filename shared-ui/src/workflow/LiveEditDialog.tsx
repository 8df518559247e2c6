import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { validationErrorsOf } from 'shared-ui';
import { fieldSchema, type FieldDef, type FieldValue, type ModuleDefinition, type ModuleValues, type WorkflowRow } from 'shared-ui/contract';
import { entryName } from './entryName';
import { FieldInput } from './FieldInput';
import { useWorkflowAction } from './useWorkflowAction';
import { ReloadedNotice, StaleSaveDialog, useStaleSaveConflict } from './StaleSaveDialog';
import type { BaseVersion } from './WorkflowCommand';

/** The first problem of each field's own schema, by field name. */
function problemsOf(defs: readonly FieldDef[], values: ModuleValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const def of defs) {
    const result = fieldSchema(def).safeParse(values[def.name]);
    if (!result.success) problems[def.name] = result.error.issues[0]?.message ?? '格式不正确';
  }
  return problems;
}

/** The editable fields' values of an entry (the row, or a colleague's newer version). */
const editableValues = (defs: readonly FieldDef[], record: Readonly<Record<string, unknown>>): ModuleValues =>
  Object.fromEntries(defs.map((f) => [f.name, (record[f.name] ?? '') as FieldValue]));

/**
 * Changes the fields an ordered live list lets change in place (`liveList.edit`, e.g. a home topic's show time) on
 * one live entry. Each field is checked by its own schema here and by the whole module's on the server; the server's
 * field problems show under the fields and the dialog stays open with what was typed.
 */
export function LiveEditDialog({ module, row, onClose }: { module: ModuleDefinition; row: WorkflowRow; onClose: () => void }) {
  const edit = module.liveList?.edit;
  const defs = module.fields.filter((f) => edit?.fields.includes(f.name));
  const action = useWorkflowAction(module);
  const [values, setValues] = useState<ModuleValues>(() => editableValues(defs, row));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [baseVersion, setBaseVersion] = useState<BaseVersion>(row.version);
  const { conflict, catchStale, dismiss } = useStaleSaveConflict<ModuleValues>();
  const [replaced, setReplaced] = useState<{ mine: ModuleValues; operator: string | null } | null>(null);

  const send = (sent: ModuleValues, base: BaseVersion) =>
    action.mutate(
      { action: 'liveEdit', id: row.id, values: sent, baseVersion: base },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!catchStale(error, sent)) setProblems(Object.fromEntries(validationErrorsOf(error).map((p) => [p.field, p.message])));
        },
      },
    );

  const save = () => {
    const found = problemsOf(defs, values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    send(values, baseVersion);
  };

  return (
    <Dialog open onClose={action.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        修改{edit?.title ?? ''}：{entryName(module, row)}
      </DialogTitle>
      <DialogContent>
        {replaced ? (
          <ReloadedNotice
            operator={replaced.operator}
            onRestore={() => {
              setValues(replaced.mine);
              setReplaced(null);
            }}
          />
        ) : null}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {defs.map((def) => (
            <FieldInput
              key={def.name}
              def={def}
              module={module}
              canUpload={false}
              value={values[def.name] ?? ''}
              onChange={(value) => setValues((prev) => ({ ...prev, [def.name]: value }))}
              onBlur={() => undefined}
              errorAt={(part) => (part ? undefined : problems[def.name])}
              disabled={action.isPending}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.isPending}>
          取消
        </Button>
        <Button variant="contained" onClick={save} loading={action.isPending}>
          保存
        </Button>
      </DialogActions>
      {conflict ? (
        <StaleSaveDialog
          fields={defs}
          mine={conflict.mine}
          conflict={conflict.detail}
          busy={action.isPending}
          onReload={() => {
            setValues(editableValues(defs, conflict.detail.current ?? {}));
            setBaseVersion(conflict.detail.version);
            setReplaced({ mine: conflict.mine, operator: conflict.detail.operator });
            dismiss();
          }}
          onOverwrite={() => send(conflict.mine, conflict.detail.version)}
          onClose={dismiss}
        />
      ) : null}
    </Dialog>
  );
}
