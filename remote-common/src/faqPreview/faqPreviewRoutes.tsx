import type { ReactElement } from 'react';
import { lazyScreen } from 'shared-ui/components';
import { FAQ_PREVIEW_ROUTES, type ModuleDefinition } from 'shared-ui/contract';
import { Route } from 'shared-ui/router';

/**
 * The help-centre preview pages of an FAQ module that has them (`faqModule({ preview: true })`), below its route. Their
 * own chunk: the module screens never download the preview (or the rich-text display it needs).
 */
export function faqPreviewRoutes(module: ModuleDefinition): ReactElement[] {
  const categories = lazyScreen(() => import('./FaqPreviewPages').then((m) => m.FaqCategoriesPage), { module });
  const question = lazyScreen(() => import('./FaqPreviewPages').then((m) => m.FaqQuestionPage), { module });
  return [
    <Route key={`${module.key}/categories`} path={`${module.route}/${FAQ_PREVIEW_ROUTES.categories}`} element={categories} />,
    <Route key={`${module.key}/question`} path={`${module.route}/${FAQ_PREVIEW_ROUTES.question}`} element={question} />,
  ];
}
