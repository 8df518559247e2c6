import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useState, type ReactElement } from 'react';
import { useDocumentTitle } from 'shared-ui';
import { PageHeader, withScreenData } from 'shared-ui/components';
import { Link as RouterLink } from 'shared-ui/router';
import { WORKFLOW_WORDING, type ModuleDefinition } from 'shared-ui/contract';
import { DraftReloadContext } from './draftReload';
import { ModuleBreadcrumbs } from './ModuleBreadcrumbs';
import { useWorkflowView, type WorkflowView } from './useWorkflowView';
import { EditView } from './EditView';
import { EntryFocusNotice } from './EntryFocusNotice';
import { moduleScreenData } from './moduleScreenData';
import { HistoryView } from './HistoryView';
import { PrepublishView } from './PrepublishView';
import { PublishedView } from './PublishedView';
import { RecordsView } from './RecordsView';

export interface ModuleScreenProps {
  module: ModuleDefinition;
}

/**
 * The one screen of every common-pattern module: its title, the four views of the publish workflow and its 修改记录
 * as tabs addressable in the URL (`?view=edit|prepublish|published|history|records`). Needs the signed-in frame's providers (session,
 * query client, router) above it; brings its own date-time pickers' provider.
 *
 * @example <Route path="modules/splashScreen" element={<ModuleScreen module={splashScreen} />} />
 */
export function ModuleScreen({ module }: ModuleScreenProps) {
  const words = WORKFLOW_WORDING[module.wording];
  const [view, setView] = useWorkflowView();
  // The edit form stays mounted once opened, so moving between tabs keeps what is typed.
  const [editOpened, setEditOpened] = useState(view === 'edit');
  if (view === 'edit' && !editOpened) setEditOpened(true);
  // A new generation remounts the edit view, which then loads the server's draft (DraftReloadContext).
  const [draftGeneration, setDraftGeneration] = useState(0);
  const reloadDraft = useCallback(() => setDraftGeneration((n) => n + 1), []);
  useDocumentTitle(module.title);

  const labels: Record<WorkflowView, string> = {
    edit: words.edit,
    prepublish: words.prepublishList,
    published: words.published,
    history: words.history,
    records: '修改记录',
  };

  return (
    <DraftReloadContext.Provider value={reloadDraft}>
      <Box data-testid={`module-screen-${module.key}`}>
        <ModuleBreadcrumbs module={module} />
        <PageHeader
          title={module.title}
          subtitle={module.description}
          actions={
            module.links && module.links.length > 0 ? (
              <Stack direction="row" spacing={1}>
                {module.links.map((link) => (
                  <Button key={link.to} component={RouterLink} to={link.to} variant="outlined">
                    {link.label}
                  </Button>
                ))}
              </Stack>
            ) : undefined
          }
        />
        {module.notice ? (
          <Alert severity="info" data-testid="module-notice" sx={{ mb: 2 }}>
            {module.notice}
          </Alert>
        ) : null}
        <EntryFocusNotice module={module} />
        <Paper variant="outlined">
          <Tabs value={view} onChange={(_e, next: WorkflowView) => setView(next)} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
            {(Object.keys(labels) as WorkflowView[]).map((v) => (
              <Tab key={v} value={v} label={labels[v]} />
            ))}
          </Tabs>
          <Box sx={{ p: 2 }}>
            {editOpened ? (
              <Box hidden={view !== 'edit'}>
                <EditView key={draftGeneration} module={module} />
              </Box>
            ) : null}
            {view === 'prepublish' ? <PrepublishView module={module} /> : null}
            {view === 'published' ? <PublishedView module={module} /> : null}
            {view === 'history' ? <HistoryView module={module} /> : null}
            {view === 'records' ? <RecordsView module={module} /> : null}
          </Box>
        </Paper>
      </Box>
    </DraftReloadContext.Provider>
  );
}

/**
 * `<ModuleScreen>` as a route's element, its draft started with the guard's check (moduleScreenData). Call it once, at
 * module load, so the early start finds the element (preloadRouteScreen).
 *
 * @example const routes = modules.map((m) => <Route key={m.key} path={m.route} element={moduleScreenElement(m)} />);
 */
export function moduleScreenElement(module: ModuleDefinition): ReactElement {
  // Keyed: moving between two modules' routes mounts a new screen rather than keeping the last one's tabs and form.
  return withScreenData(<ModuleScreen key={module.key} module={module} />, moduleScreenData(module));
}
