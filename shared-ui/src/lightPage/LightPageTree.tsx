import Box from '@mui/material/Box';
import { zhCN } from '@mui/material/locale';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { AppProviders, useDocumentTitle } from 'shared-ui';
import { BrowserRouter, MemoryRouter } from 'shared-ui/router';

const withChineseTexts = (outer: Theme): Theme => createTheme(outer, zhCN);

function AreaTitle({ title }: { title: string }) {
  // The route's title, under the screen's own (as the console's public route names the tab).
  useDocumentTitle(title, 0);
  return null;
}

export interface LightPageTreeOptions {
  /** The tab's title unless the screen names itself (the console's public route title: 资讯审批 …). */
  areaTitle: string;
  /** The address to render at (the build's pre-render); the browser's own when absent. */
  location?: string;
}

/**
 * A public page's React tree on its light page (issue 32): what the console's public route gives a remote's public
 * screen (the theme with MUI's zh-CN texts, a `<main>` filling the page, a router for the address's query), without
 * the console. One definition for the page and for the build that pre-renders it: hydration takes over that markup
 * only if the page renders exactly the tree that made it (the two routers render nothing of their own).
 */
export function lightPageTree(screen: ReactNode, { areaTitle, location }: LightPageTreeOptions): ReactNode {
  return (
    <StrictMode>
      <AppProviders>
        <ThemeProvider theme={withChineseTexts}>
          <AreaTitle title={areaTitle} />
          <Box component="main" sx={{ minHeight: '100vh', p: 3, bgcolor: 'background.default' }}>
            {location === undefined ? <BrowserRouter>{screen}</BrowserRouter> : <MemoryRouter initialEntries={[location]}>{screen}</MemoryRouter>}
          </Box>
        </ThemeProvider>
      </AppProviders>
    </StrictMode>
  );
}
