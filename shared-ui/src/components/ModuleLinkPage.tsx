import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';
import { isPathPermitted, type AreaModuleLink } from 'shared-ui/contract';
import { useSession } from 'shared-ui';
import { PageHeader } from 'shared-ui/screen';

export type ModuleLink = AreaModuleLink;

export interface ModuleLinkPageProps {
  /** The area's title, e.g. 理财 App. */
  areaTitle: string;
  basePath: string;
  modules: readonly ModuleLink[];
}

/**
 * An area's modulesEdit page: one card per module of the area's module list that the user may open.
 * The list comes from the remote's `src/modules/index.ts`; nothing here is written per module.
 */
export function ModuleLinkPage({ areaTitle, basePath, modules }: ModuleLinkPageProps) {
  const session = useSession();
  const pathOf = (m: ModuleLink) => `${basePath}/${m.route ?? `modules/${m.name}`}`;
  const visible = modules.filter((m) => isPathPermitted(session.permission, pathOf(m)));
  return (
    <Box>
      <PageHeader title={`${areaTitle} · 模块编辑`} subtitle="选择一个模块进行编辑、预发布与发布" />
      {visible.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="module-link-empty">
          {modules.length === 0 ? '本区域暂无可编辑的模块' : '您没有本区域任何模块的权限'}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {visible.map((m) => (
            <Card key={m.name} variant="outlined">
              <CardActionArea component={RouterLink} to={pathOf(m)}>
                <CardContent>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {m.title}
                  </Typography>
                  {m.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {m.description}
                    </Typography>
                  ) : null}
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
