import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api, ApiError, notify, shownFailureMessage, unwrap } from 'shared-ui';
import { ErrorCode, MANAGER_API, MANAGER_MESSAGES, managerInputSchema, managerUpdateSchema, type ManagerDetail, type ManagerRow } from 'shared-ui/contract';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '../fund/fieldErrors';
import { useAddManager, useUpdateManager } from './api/managerMutations';
import { EMPTY_MANAGER_FORM, formOf, inputOf, type ManagerFormValues } from './managerForm';
import { ManagerFields } from './ManagerFields';

/** The current row a 1015 carries; a backend that sends none is asked for the detail. */
async function currentOf(error: ApiError, id: string): Promise<ManagerRow> {
  const data = error.data as Partial<ManagerRow> | null | undefined;
  if (data && data.id === id && typeof data.update_time === 'string') return data as ManagerRow;
  return unwrap(api.get<ManagerDetail>(MANAGER_API.detail, { id }));
}

/**
 * Adds a manager (`manager` absent) or edits one. The contract's schema runs before any call, so each empty field gets
 * its own message at once; the server's refusals (1019 name at that company, a fund gone from the fund library) land
 * beside their fields. An edit carries the `update_time` it began from: when someone saved since (1015), nothing is
 * overwritten and this person chooses to reload theirs or keep what they typed. Mounted only while open.
 */
export function ManagerDialog({ manager, onClose }: { manager?: ManagerRow; onClose: () => void }) {
  const add = useAddManager();
  const update = useUpdateManager();
  const pending = add.isPending || update.isPending;
  const [values, setValues] = useState<ManagerFormValues>(() => (manager ? formOf(manager) : EMPTY_MANAGER_FORM));
  const [basedOn, setBasedOn] = useState(manager?.update_time ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<{ message: string; current: ManagerRow } | null>(null);

  const refused = async (error: unknown) => {
    if (manager && error instanceof ApiError && error.code === ErrorCode.WithdrawConflict) {
      try {
        setStale({ message: error.message, current: await currentOf(error, manager.id) });
      } catch (reload) {
        setFailure(shownFailureMessage(reload));
      }
      return;
    }
    const fields = serverFieldErrors(error);
    setErrors(fields);
    setFailure(Object.keys(fields).length > 0 ? null : shownFailureMessage(error));
  };

  const submit = () => {
    const body = inputOf(values);
    setFailure(null);
    if (manager) {
      const input = { ...body, id: manager.id, update_time: basedOn };
      const problems = schemaErrors(managerUpdateSchema, input);
      setErrors(problems ?? {});
      // The schema passed, so the years are a number: the cast only narrows what the check already proved.
      if (!problems) update.mutate(input as typeof input & { years: number }, { onSuccess: () => done(MANAGER_MESSAGES.saved), onError: refused });
      return;
    }
    const problems = schemaErrors(managerInputSchema, body);
    setErrors(problems ?? {});
    if (!problems) add.mutate(body as typeof body & { years: number }, { onSuccess: () => done(MANAGER_MESSAGES.created), onError: refused });
  };

  const done = (message: string) => {
    notify.success(message);
    onClose();
  };

  const rebase = (keepMine: boolean) => {
    if (!stale) return;
    if (!keepMine) setValues(formOf(stale.current));
    setBasedOn(stale.current.update_time);
    setStale(null);
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{manager ? `编辑基金经理 · ${manager.id}` : '添加基金经理'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {stale ? (
            <Alert severity="warning" role="alert">
              <AlertTitle>{stale.message}</AlertTitle>
              <Stack direction="row" spacing={1}>
                <Button size="small" variant="outlined" color="inherit" onClick={() => rebase(false)}>
                  重新加载
                </Button>
                <Button size="small" color="inherit" onClick={() => rebase(true)}>
                  保留我的修改
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <ManagerFields values={values} errors={errors} onChange={setValues} disabled={pending} />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          取消
        </Button>
        <Button variant="contained" onClick={submit} loading={pending} disabled={Boolean(stale)}>
          {manager ? '保存' : '添加'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
