import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { notify, shownFailureMessage } from 'shared-ui';
import { FUND_MESSAGES, fundInputSchema, type CatalogueFund } from 'shared-ui/contract';
import { useAddFund } from './api/fundMutations';
import { CataloguePicker } from './CataloguePicker';
import { schemaErrors, serverFieldErrors, type FieldErrors } from './fieldErrors';
import { FundFacts } from './FundFacts';
import { EMPTY_TEXTS, FundTextFields, type FundTexts } from './FundTextFields';

/**
 * 添加基金: pick a fund from the catalogue (server-side search), see its facts, write the title, remark and
 * description the app shows. The contract's rules run here before the call and again on the server. Mounted only
 * while open.
 */
export function AddFundDialog({ onClose }: { onClose: () => void }) {
  const add = useAddFund();
  const [picked, setPicked] = useState<CatalogueFund | null>(null);
  const [texts, setTexts] = useState<FundTexts>(EMPTY_TEXTS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const pick = (fund: CatalogueFund | null) => {
    setPicked(fund);
    // The catalogue's name is the default; a name already typed by hand is kept.
    if (fund && (texts.name === '' || texts.name === picked?.name)) setTexts({ ...texts, name: fund.name });
    setErrors({ ...errors, isin: undefined });
  };

  const submit = () => {
    const input = { ...texts, isin: picked?.isin ?? '' };
    const problems = schemaErrors(fundInputSchema, input);
    setErrors(problems ?? {});
    setFailure(null);
    if (problems) return;
    add.mutate(input, {
      onSuccess: () => {
        notify.success(FUND_MESSAGES.created);
        onClose();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        setFailure(Object.keys(fields).length > 0 ? null : shownFailureMessage(error));
      },
    });
  };

  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>添加基金</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CataloguePicker value={picked} onPick={pick} error={errors.isin} />
          {picked ? <FundFacts fund={picked} /> : null}
          <FundTextFields values={texts} errors={errors} onChange={setTexts} disabled={add.isPending} />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          取消
        </Button>
        <Button variant="contained" onClick={submit} loading={add.isPending}>
          添加
        </Button>
      </DialogActions>
    </Dialog>
  );
}
