import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState, type LazyExoticComponent } from 'react';
import type { RemoteAppProps } from 'shared-ui';
import type { RemoteComponent, RemoteLoader } from './loadRemoteComponent';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorCard } from './RemoteErrorCard';
import { RemoteFallbackNotice } from './RemoteFallbackNotice';
import { RemoteIncompatibleCard } from './RemoteIncompatibleCard';
import { REMOTE_LOAD_TIMEOUT_MS, withTimeout } from './remoteTimeout';
import { describeError, lastRemoteLoadFailure } from './remoteLoadErrors';
import type { RemoteTarget } from './remoteRoutes';
import { remoteIncompatibility } from './sharedUiHandshake';

type LazyRemote = LazyExoticComponent<RemoteComponent>;

/**
 * One lazy component per loader and remote module. It stays cached even when its load failed: React may render a
 * component that never committed several times (it retries after an error), and a fresh lazy on each of those
 * renders would start a new load each time, forever. Only the retry button drops it, so the next render loads for
 * real (React caches a rejected lazy, so re-rendering the old one would only show the old error).
 */
const lazies = new WeakMap<RemoteLoader, Map<string, LazyRemote>>();
const failedBefore = new WeakMap<RemoteLoader, Set<string>>();

const keyOf = (target: RemoteTarget) => `${target.remote}/${target.expose}`;

function lazyRemote(load: RemoteLoader, target: RemoteTarget, areaTitle: string, timeoutMs: number): LazyRemote {
  const key = keyOf(target);
  const byKey = lazies.get(load) ?? new Map<string, LazyRemote>();
  lazies.set(load, byKey);
  const failed = failedBefore.get(load) ?? new Set<string>();
  failedBefore.set(load, failed);
  const cached = byKey.get(key);
  if (cached) return cached;
  const component = lazy(async () => {
    try {
      const Loaded = await withTimeout(load(target, { retry: failed.has(key) }), timeoutMs);
      // The notice is part of what loaded: it knows which build answered only once the load is over.
      const WithNotice = (props: RemoteAppProps) => (
        <>
          <RemoteFallbackNotice remote={target.remote} areaTitle={areaTitle} />
          <Loaded {...props} />
        </>
      );
      return { default: WithNotice };
    } catch (error) {
      failed.add(key);
      throw error;
    }
  });
  byKey.set(key, component);
  return component;
}

function dropLazyRemote(load: RemoteLoader, target: RemoteTarget): void {
  lazies.get(load)?.delete(keyOf(target));
}

export interface RemoteMountProps {
  target: RemoteTarget;
  basePath: string;
  areaTitle: string;
  load: RemoteLoader;
  /** How long a load may take before the card says it failed (tests shorten it). */
  timeoutMs?: number;
}

/**
 * Mounts a remote's component: a spinner while it loads, an error card with a real retry if it cannot — or if it has
 * not answered within `timeoutMs` (a remote host that never answers would otherwise spin forever) — and, when it was
 * built against a shared-ui this shell cannot run, what to deploy instead of a retry.
 */
export function RemoteMount({ target, basePath, areaTitle, load, timeoutMs = REMOTE_LOAD_TIMEOUT_MS }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(load, target, areaTitle, timeoutMs);
  const retry = () => {
    dropLazyRemote(load, target);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error) => {
        // A remote this shell cannot run: retrying cannot help, so the card says what will (sharedUiHandshake.ts).
        const mismatch = remoteIncompatibility(target.remote);
        return mismatch ? (
          <RemoteIncompatibleCard areaTitle={areaTitle} mismatch={mismatch} />
        ) : (
          <RemoteErrorCard areaTitle={areaTitle} detail={lastRemoteLoadFailure(target.remote)?.message ?? describeError(error)} onRetry={retry} />
        );
      }}
    >
      <Suspense fallback={<RemoteLoading areaTitle={areaTitle} />}>
        <Remote basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading({ areaTitle }: { areaTitle: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }} data-testid="remote-loading">
      <CircularProgress aria-label="加载中" />
      {/* The page's heading until the area's screen brings its own: what the page is doing. */}
      <Typography component="h1" color="text.secondary">
        正在加载「{areaTitle}」…
      </Typography>
    </Box>
  );
}
