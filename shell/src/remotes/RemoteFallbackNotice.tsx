import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useSessionContext } from 'shared-ui';
import { remoteFallback } from './remoteBuilds';

/**
 * Above an area served by its previous build (remoteBuilds.ts), for super admins — who deploy or call whoever does:
 * which build is serving and why the current one is not. Everyone else just works in the area.
 */
export function RemoteFallbackNotice({ remote, areaTitle }: { remote: string; areaTitle: string }) {
  const { session } = useSessionContext();
  const fallback = remoteFallback(remote);
  if (!fallback || !session?.isSuperAdmin) return null;
  return (
    <Alert severity="warning" sx={{ m: 2 }} data-testid="remote-fallback">
      <AlertTitle>「{areaTitle}」正在使用上一个版本</AlertTitle>
      {fallback.reason}。请修复新版本，或在 remotes.json 中回退该模块；其他人可照常使用。
      <Typography variant="caption" component="p" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
        子应用 {remote} · 正在使用 {fallback.previous}
      </Typography>
    </Alert>
  );
}
