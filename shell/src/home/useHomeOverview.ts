import { useCallback, useEffect, useState } from 'react';
import { HOME_API, getOnFirstScreen, type HomeOverview } from 'shared-ui';

export type HomeOverviewState =
  | { status: 'loading' }
  | { status: 'ready'; overview: HomeOverview }
  | { status: 'failed'; message: string; reported: boolean };

/**
 * The home page's one read (`GET home/overview`), with a reload. No query cache: /home's first visit carries no
 * react-query (the frame loads it with the first screen that needs it), and the page reads afresh each visit.
 */
export function useHomeOverview(): { state: HomeOverviewState; reload: () => void } {
  const [state, setState] = useState<HomeOverviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void getOnFirstScreen<HomeOverview>(HOME_API.overview).then((res) => {
      if (!current) return;
      if (res.code === 0) setState({ status: 'ready', overview: res.data });
      else setState({ status: 'failed', message: res.msg || '读取失败', reported: res.reported === true });
    });
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
