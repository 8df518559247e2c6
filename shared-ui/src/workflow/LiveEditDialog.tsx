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
import { CmsPickersProvider } from './CmsPickersProvider';
import { FieldInput } from './FieldInput';
import { useWorkflowAction } from './useWorkflowAction';

/** The first problem of each field's own schema, by field name. */
function problemsOf(defs: readonly FieldDef[], values: ModuleValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const def of defs) {
    const result = fieldSchema(def).safeParse(values[def.name]);
    if (!result.success) problems[def.name] = result.error.issues[0]?.message ?? '格式不正确';
  }
  return problems;
}

/**
 * Changes the fields an ordered live list lets change in place (`liveList.edit`, e.g. a home topic's show time) on
 * one live entry. Each field is checked by its own schema here and by the whole module's on the server; the server's
 * field problems show under the fields and the dialog stays open with what was typed.
 */
export function LiveEditDialog({ module, row, onClose }: { module: ModuleDefinition; row: WorkflowRow; onClose: () => void }) {
  const edit = module.liveList?.edit;
  const defs = module.fields.filter((f) => edit?.fields.includes(f.name));
  const action = useWorkflowAction(module);
  const [values, setValues] = useState<ModuleValues>(() => Object.fromEntries(defs.map((f) => [f.name, (row[f.name] ?? '') as FieldValue])));
  const [problems, setProblems] = useState<Record<string, string>>({});

  const save = () => {
    const found = problemsOf(defs, values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    action.mutate(
      { action: 'liveEdit', id: row.id, values },
      { onSuccess: onClose, onError: (error) => setProblems(Object.fromEntries(validationErrorsOf(error).map((p) => [p.field, p.message]))) },
    );
  };

  return (
    <Dialog open onClose={action.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        修改{edit?.title ?? ''}：{entryName(module, row)}
      </DialogTitle>
      <DialogContent>
        <CmsPickersProvider>
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
        </CmsPickersProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.isPending}>
          取消
        </Button>
        <Button variant="contained" onClick={save} loading={action.isPending}>
          保存
        </Button>
      </DialogActions>
    </Dialog>
  );
}
