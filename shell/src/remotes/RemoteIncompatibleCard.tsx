import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AreaCard } from './AreaCard';
import { useSessionContext } from 'shared-ui';
import type { RemoteIncompatibility } from './sharedUiHandshake';

export interface RemoteIncompatibleCardProps {
  areaTitle: string;
  mismatch: RemoteIncompatibility;
}

/**
 * What an area shows when its remote was built against a shared-ui this shell cannot run (sharedUiHandshake.ts):
 * which version it needs, which the shell has, and what to do. No retry: trying again cannot help until one of the two
 * is deployed again. The technical lines are for super admins, who deploy or call whoever does.
 */
export function RemoteIncompatibleCard({ areaTitle, mismatch }: RemoteIncompatibleCardProps) {
  const { session } = useSessionContext();
  return (
    <AreaCard testId="remote-incompatible" maxWidth={520}>
          <SystemUpdateAlt color="warning" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h6" component="h1" gutterBottom>
            模块版本与框架不兼容
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            「{areaTitle}」的新版本需要框架（shared-ui）{mismatch.needs} 或更高的同系列版本，当前框架为 {mismatch.shell || '未知版本'}。
          </Typography>
          <Typography color="text.secondary">请先部署新版框架，或回退该模块；其他功能不受影响。</Typography>
          {session?.isSuperAdmin ? (
            <Box component="dl" sx={{ mt: 2, mb: 0, textAlign: 'left', typography: 'caption', color: 'text.secondary', '& dt': { fontWeight: 600 }, '& dd': { ml: 0, mb: 0.5 } }} data-testid="remote-incompatible-detail">
              <dt>子应用</dt>
              <dd>{mismatch.remote}</dd>
              <dt>构建时的 shared-ui</dt>
              <dd>{mismatch.needs}（要求 ^{mismatch.needs}）</dd>
              <dt>框架的 shared-ui</dt>
              <dd>{mismatch.shell || '未知'}</dd>
            </Box>
          ) : null}
    </AreaCard>
  );
}
