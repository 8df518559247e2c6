import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_API_PREFIX, configureApi, setProductTitle } from 'shared-ui';

/** The run-time config the shell's server injects into every page it serves (shell/server/runtimeConfig.ts). */
function injectedApiPrefix(): string {
  const injected = (window as { __CMS_CONFIG__?: { apiPrefix?: unknown } }).__CMS_CONFIG__?.apiPrefix;
  return typeof injected === 'string' && injected.length > 0 ? injected : DEFAULT_API_PREFIX;
}

/**
 * Starts a light page in `container` (its #root): the API client on the injected prefix, the tab titled for the
 * customer or approver (no product name), then the tree — hydrating the build's pre-rendered markup in a transition
 * (React renders it in slices between which the browser handles input), or rendering it when there is none.
 */
export function startLightPage(container: HTMLElement, tree: ReactNode): void {
  configureApi({ prefix: injectedApiPrefix() });
  setProductTitle('');
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, tree));
  else createRoot(container).render(tree);
}
