import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api, ApiError, notify, shownFailureMessage, unwrap } from 'shared-ui';
import { ErrorCode, FUND_API, FUND_MESSAGES, fundUpdateSchema, type FundDetail, type FundRow } from 'shared-ui/contract';
import { useUpdateFund } from './api/fundMutations';
import { schemaErrors, serverFieldErrors, type FieldErrors } from './fieldErrors';
import { FundFacts } from './FundFacts';
import { FundTextFields, type FundTexts } from './FundTextFields';
import { StaleSaveNotice } from './StaleSaveNotice';

const textsOf = (fund: FundRow): FundTexts => ({ name: fund.name, title: fund.title, remark: fund.remark, description: fund.description });

/** The current row a 1015 carries; a backend that sends none is asked for the detail. */
async function currentOf(error: ApiError, id: number): Promise<FundRow> {
  const data = error.data as Partial<FundRow> | null | undefined;
  if (data && data.id === id && typeof data.update_time === 'string') return data as FundRow;
  return unwrap(api.get<FundDetail>(FUND_API.detail, { id }));
}

/**
 * Edits a fund's words (the ISIN and the catalogue's facts stay). The save carries the `update_time` the edit began
 * from; when someone saved since, the server refuses (1015) and StaleSaveNotice lets this person choose. Mounted only
 * while open.
 */
export function EditFundDialog({ fund, onClose }: { fund: FundRow; onClose: () => void }) {
  const update = useUpdateFund();
  const [texts, setTexts] = useState<FundTexts>(() => textsOf(fund));
  const [basedOn, setBasedOn] = useState(fund.update_time);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<{ message: string; current: FundRow } | null>(null);

  const submit = () => {
    const input = { ...texts, id: fund.id, update_time: basedOn };
    const problems = schemaErrors(fundUpdateSchema, input);
    setErrors(problems ?? {});
    setFailure(null);
    if (problems) return;
    update.mutate(input, {
      onSuccess: () => {
        notify.success(FUND_MESSAGES.saved);
        onClose();
      },
      onError: async (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.WithdrawConflict) {
          try {
            setStale({ message: error.message, current: await currentOf(error, fund.id) });
          } catch (reload) {
            setFailure(shownFailureMessage(reload));
          }
          return;
        }
        const fields = serverFieldErrors(error);
        setErrors(fields);
        setFailure(Object.keys(fields).length > 0 ? null : shownFailureMessage(error));
      },
    });
  };

  const rebase = (keepMine: boolean) => {
    if (!stale) return;
    if (!keepMine) setTexts(textsOf(stale.current));
    setBasedOn(stale.current.update_time);
    setStale(null);
  };

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>编辑基金</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FundFacts fund={fund} />
          {stale ? <StaleSaveNotice message={stale.message} current={stale.current} mine={texts} onReload={() => rebase(false)} onKeepMine={() => rebase(true)} /> : null}
          <FundTextFields values={texts} errors={errors} onChange={setTexts} disabled={update.isPending} />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          取消
        </Button>
        <Button variant="contained" onClick={submit} loading={update.isPending} disabled={Boolean(stale)}>
          保存
        </Button>
      </DialogActions>
    </Dialog>
  );
}
