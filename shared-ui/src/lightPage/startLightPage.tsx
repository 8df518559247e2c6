import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_API_PREFIX, configureApi, setProductTitle } from 'shared-ui';

/** The run-time config the shell's server injects into every page it serves (shell/server/runtimeConfig.ts). */
function injectedApiPrefix(): string {
  const injected = (window as { __CMS_CONFIG__?: { apiPrefix?: unknown } }).__CMS_CONFIG__?.apiPrefix;
  return typeof injected === 'string' && injected.length > 0 ? injected : DEFAULT_API_PREFIX;
}

/** The attribute a light page's #root carries once React has taken it over: input typed before then may be lost. */
const LIGHT_PAGE_INTERACTIVE = 'data-interactive';

/** Marks the container once the tree is mounted (hydrated or rendered): a journey waits for it before it types. */
function MarkInteractive({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.setAttribute(LIGHT_PAGE_INTERACTIVE, 'true'), [container]);
  return children;
}

/**
 * Starts a light page in `container` (its #root): the API client on the injected prefix, the tab titled for the
 * customer or approver (no product name), then the tree — hydrating the build's pre-rendered markup in a transition
 * (React renders it in slices between which the browser handles input), or rendering it when there is none.
 */
export function startLightPage(container: HTMLElement, tree: ReactNode): void {
  configureApi({ prefix: injectedApiPrefix() });
  setProductTitle('');
  const marked = <MarkInteractive container={container}>{tree}</MarkInteractive>;
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, marked));
  else createRoot(container).render(marked);
}
