import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Button from '@mui/material/Button';
import { HEADER_BUTTON_SX, HeaderButtonLabel } from '../frame/headerButton';
import { startAnswerCheck } from './answerCheck';
import { differencesSnapshot, subscribeDifferences } from './contractDifferences';

const ContractDifferencesDialog = lazy(() => import(/* webpackChunkName: "contract-differences" */ './ContractDifferencesDialog'));

/**
 * For super admins while the console checks the backend's answers (CMS_CONTRACT_CHECK): runs the check, and once an
 * answer differed from the contract shows 接口差异 with their count in the top bar, opening the list. Nothing shows
 * while every answer keeps the contract.
 */
export function ContractCheckButton() {
  const differences = useSyncExternalStore(subscribeDifferences, differencesSnapshot, differencesSnapshot);
  const [open, setOpen] = useState(false);
  useEffect(() => startAnswerCheck(), []);
  if (differences.length === 0) return null;
  const label = `接口差异（${differences.length}）`;
  return (
    <>
      <Button
        color="inherit"
        onClick={() => setOpen(true)}
        aria-label={label}
        title="后端的答复与接口约定不一致：点开查看"
        data-testid="contract-differences"
        sx={HEADER_BUTTON_SX}
        // The warning colour alone (a Badge would pull 21 KB of MUI onto /home's first visit for a super admin).
        startIcon={<ReportProblemOutlined color="warning" />}
      >
        <HeaderButtonLabel>{label}</HeaderButtonLabel>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ContractDifferencesDialog differences={differences} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
