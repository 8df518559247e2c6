import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'shared-ui/router';
import type { RemoteAppProps } from 'shared-ui';
import { PublicNotFoundPage } from 'shared-ui/components';

/**
 * Screens reachable without login (spec §2), mounted by the shell outside the signed-in frame at three paths; each is
 * a chunk of its own and a folder of its own (a later issue gives them entries of their own). See the README.
 */
const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/batch/activitypage': lazy(() => import('./batchActivity/BatchActivityPage')),
  '/sms/login': lazy(() => import('./smsLogin/SmsLoginPage')),
  '/sms/query': lazy(() => import('./smsQuery/SmsQueryPage')),
};

export default function Public({ basePath }: RemoteAppProps) {
  const Page = PAGES[basePath];
  return (
    <Routes>
      {Page ? (
        <Route
          index
          element={
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          }
        />
      ) : null}
      <Route path="*" element={<PublicNotFoundPage />} />
    </Routes>
  );
}
