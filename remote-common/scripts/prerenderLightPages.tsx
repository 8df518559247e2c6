/** remote-common's build, after webpack: its light pages pre-rendered (shared-ui/lightPage/prerender) and named. */
import path from 'node:path';
import type { ReactNode } from 'react';
import { prerenderLightPages } from 'shared-ui/lightPage/prerender';
import { activityTree } from '../src/lightPages/activityPage';
import { LIGHT_PAGES } from '../src/lightPages/lightPages';
import { smsLoginTree } from '../src/lightPages/smsLoginPage';
import { smsQueryTree } from '../src/lightPages/smsQueryPage';

const TREES: Record<string, (location: string) => ReactNode> = { activity: activityTree, smsLogin: smsLoginTree, smsQuery: smsQueryTree };

prerenderLightPages(
  path.join(__dirname, '..', 'dist'),
  LIGHT_PAGES.map((page) => ({ ...page, tree: TREES[page.entry]?.(page.path) })),
);
