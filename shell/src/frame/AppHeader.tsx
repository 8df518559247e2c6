import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';
import { ROLE_LABELS, type SessionInfo } from 'shared-ui';
import { ChangePasswordButton } from '../account/ChangePasswordButton';
import { Suspense, lazy } from 'react';
import { config } from '../config';

import { HOME_PATH } from '../guard/routePaths';
import { PRODUCT_NAME } from '../productName';
import { SearchBox } from '../search/SearchBox';
import { HEADER_BUTTON_SX, HeaderButtonLabel } from './headerButton';

// Only super admins with the check on load it: /home's first visit stays within its budget for everyone else.
const ContractCheckButton = lazy(() => import(/* webpackChunkName: "contract-check" */ '../contractCheck/ContractCheckButton').then((m) => ({ default: m.ContractCheckButton })));

export interface AppHeaderProps {
  session: SessionInfo;
  onLogout: () => void;
  loggingOut: boolean;
  /** Below 1200 px the menu is folded away: this opens it (absent when the menu is always shown). */
  onOpenMenu?: () => void;
}

/** The top bar: product name, the search box (Ctrl+K), who is signed in and as what, 修改密码 and the logout button. */
export function AppHeader({ session, onLogout, loggingOut, onOpenMenu }: AppHeaderProps) {
  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {onOpenMenu ? (
          <IconButton color="inherit" edge="start" aria-label="展开菜单" title="展开菜单" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          variant="h6"
          component={RouterLink}
          to={HOME_PATH}
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1, minWidth: 0, fontSize: { xs: 16, sm: 20 } }}
        >
          {PRODUCT_NAME}
        </Typography>
        <SearchBox session={session} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography data-testid="current-account" noWrap sx={{ maxWidth: { xs: 96, sm: 'none' } }}>
            {session.account}
          </Typography>
          <Chip
            size="small"
            label={session.isSuperAdmin ? `${ROLE_LABELS[session.role]} · 超级管理员` : ROLE_LABELS[session.role]}
            data-testid="current-role"
            // On a phone the role gives way to the buttons (the account stays).
            sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.6)', display: { xs: 'none', sm: 'inline-flex' } }}
            variant="outlined"
          />
        </Box>
        {/* Only super admins learn that the backend differs from the contract; staff see nothing new. */}
        {session.isSuperAdmin && config.contractCheck ? (
          <Suspense fallback={null}>
            <ContractCheckButton />
          </Suspense>
        ) : null}
        <ChangePasswordButton account={session.account} />
        <Button color="inherit" startIcon={<Logout />} onClick={onLogout} disabled={loggingOut} data-testid="logout" aria-label="退出登录" title="退出登录" sx={HEADER_BUTTON_SX}>
          <HeaderButtonLabel>退出登录</HeaderButtonLabel>
        </Button>
      </Toolbar>
    </AppBar>
  );
}
