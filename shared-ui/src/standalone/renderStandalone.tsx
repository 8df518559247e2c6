/**
 * A remote run on its own (`pnpm --filter remote-wm dev`): its App in a bare frame, using the session of whoever
 * signed in through the shell on this host (cookies are per host, not per port).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'shared-ui/router';
import {
  API,
  AppProviders,
  FULL_ACCESS,
  SessionContext,
  api,
  isRole,
  type RemoteAppProps,
  type RestrictedPermission,
  type SessionInfo,
  type SessionStatus,
} from 'shared-ui';
import { ScreenProviders } from 'shared-ui/components';

async function loadSession(): Promise<SessionInfo | null> {
  const status = await api.get<SessionStatus>(API.check);
  if (status.code !== 0 || !status.data?.active || !status.data.account || !isRole(status.data.group)) return null;
  const auth = await api.post<RestrictedPermission>(API.adminCheck, { account: status.data.account });
  const permission = auth.code === 0 ? [FULL_ACCESS] : (auth.data?.permission ?? []);
  return {
    uid: status.data.uid ?? '',
    account: status.data.account,
    role: status.data.group,
    permission,
    isSuperAdmin: Boolean(status.data.isSuperAdmin),
  };
}

function StandaloneRoot({ App, basePaths }: { App: ComponentType<RemoteAppProps>; basePaths: string[] }) {
  const [session, setSession] = useState<SessionInfo | null | undefined>(undefined);
  useEffect(() => {
    void loadSession().then(setSession);
  }, []);
  if (session === undefined) {
    return (
      <Box sx={{ p: 6, textAlign: 'center' }}>
        <CircularProgress aria-label="加载中" />
      </Box>
    );
  }
  if (session === null) {
    return (
      <Alert severity="info" sx={{ m: 4 }}>
        独立运行的子应用使用本机 shell 的登录状态：请先在 http://localhost:3000/login 登录，再刷新本页。
      </Alert>
    );
  }
  return (
    <SessionContext.Provider value={{ session, logout: async () => undefined }}>
      <Box sx={{ p: 3 }}>
        <Routes>
          {basePaths.map((base) => (
            <Route key={base} path={`${base}/*`} element={<App basePath={base} />} />
          ))}
          <Route path="*" element={<Navigate to={basePaths[0] ?? '/'} replace />} />
        </Routes>
      </Box>
    </SessionContext.Provider>
  );
}

export function renderStandalone(App: ComponentType<RemoteAppProps>, basePaths: string[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('standalone page has no #root element');
  createRoot(container).render(
    <AppProviders>
      <ScreenProviders>
        <BrowserRouter>
          <StandaloneRoot App={App} basePaths={basePaths} />
        </BrowserRouter>
      </ScreenProviders>
    </AppProviders>,
  );
}
