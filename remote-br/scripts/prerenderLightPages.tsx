/** remote-br's build, after webpack: its light pages pre-rendered (shared-ui/lightPage/prerender) and named. */
import path from 'node:path';
import type { ReactNode } from 'react';
import { prerenderLightPages } from 'shared-ui/lightPage/prerender';
import { approvalTree } from '../src/lightPages/approvalPage';
import { holidayTree } from '../src/lightPages/holidayPage';
import { LIGHT_PAGES } from '../src/lightPages/lightPages';

const TREES: Record<string, (location: string) => ReactNode> = { approval: approvalTree, holiday: holidayTree };

prerenderLightPages(
  path.join(__dirname, '..', 'dist'),
  LIGHT_PAGES.map((page) => ({ ...page, tree: TREES[page.entry]?.(page.path) })),
);
