import { MANAGER_MESSAGES, managerInputSchema, managerUpdateSchema, type ManagerInput, type ManagerRow } from 'shared-ui/contract';
import { LibraryFormDialog, useLibraryForm } from 'shared-ui/library';
import { managerLibrary } from './api/managerLibrary';
import { comparedOf, EMPTY_MANAGER_FORM, formOf, inputOf, MANAGER_COMPARED } from './managerForm';
import { ManagerFields } from './ManagerFields';

/**
 * Adds a manager (`manager` absent) or edits one. The contract's schema runs before any call, so each empty field gets
 * its own message at once; the server's refusals (1019 name at that company, a fund gone from the fund library) land
 * beside their fields. An edit carries the `version` it began from: when someone saved since (1043), nothing is
 * overwritten and the engine's stale-save dialog lets this person compare, reload or save over it (useLibraryForm).
 * Mounted only while open.
 */
export function ManagerDialog({ manager, onClose }: { manager?: ManagerRow; onClose: () => void }) {
  const add = managerLibrary.useAdd<ManagerInput>();
  const update = managerLibrary.useUpdate<ManagerInput & { id: string; base_version: number | null }>();
  const pending = add.isPending || update.isPending;
  const form = useLibraryForm({ row: manager, empty: EMPTY_MANAGER_FORM, formOf, rowOf: comparedOf, compared: MANAGER_COMPARED, onClose });

  const submit = (base = form.baseVersion) => {
    const body = inputOf(form.values);
    if (manager) {
      const input = { ...body, id: manager.id, base_version: base };
      // The schema passed, so the years are a number: the cast only narrows what the check already proved.
      if (form.passes(managerUpdateSchema, input)) update.mutate(input as typeof input & { years: number }, form.outcome(MANAGER_MESSAGES.saved, submit));
      return;
    }
    if (form.passes(managerInputSchema, body)) add.mutate(body as typeof body & { years: number }, form.outcome(MANAGER_MESSAGES.created, submit));
  };

  return (
    <LibraryFormDialog title={manager ? `编辑基金经理 · ${manager.id}` : '添加基金经理'} submitLabel={manager ? '保存' : '添加'} pending={pending} onSubmit={() => submit()} onClose={onClose} form={form}>
      <ManagerFields values={form.values} errors={form.errors} onChange={form.setValues} disabled={pending} />
    </LibraryFormDialog>
  );
}
