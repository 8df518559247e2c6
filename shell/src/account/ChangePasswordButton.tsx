import LockReset from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import { Suspense, lazy, useState } from 'react';
import { HEADER_BUTTON_SX, HeaderButtonLabel } from '../frame/headerButton';

// The dialog (and MUI's Dialog) load on the first click, not with the frame.
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));

/** The header's 修改密码, beside 退出登录. */
export function ChangePasswordButton({ account }: { account: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="inherit" startIcon={<LockReset />} onClick={() => setOpen(true)} data-testid="change-password" aria-label="修改密码" title="修改密码" sx={HEADER_BUTTON_SX}>
        <HeaderButtonLabel>修改密码</HeaderButtonLabel>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog account={account} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
