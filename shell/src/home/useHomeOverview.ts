import { useCallback, useEffect, useState } from 'react';
import { CONSOLE_API_PREFIX, HOME_ACTIVITY_CALL, HOME_API, INDEX_READING_RECHECK_MS, getOnFirstScreen, type HomeActivityLine, type HomeOverview, type HomeSection } from 'shared-ui';

/** The page's sections: the console service's overview (its entry index) and the newest changes from its audit trail. */
export type HomeSections = HomeOverview & { activity: HomeSection<HomeActivityLine> };

export type HomeOverviewState =
  | { status: 'loading' }
  | { status: 'ready'; overview: HomeSections }
  | { status: 'failed'; message: string; reported: boolean };

/**
 * The home page's two reads of the console service, side by side (`home/overview`, `audit/activity`), with a
 * reload. No query cache: /home's first visit carries no react-query (the frame loads it with the first screen that
 * needs it), and the page reads afresh each visit. While the overview names modules still being read (a fresh server's
 * first home), it asks again every INDEX_READING_RECHECK_MS, quietly: what is shown stays until the next answer.
 */
export function useHomeOverview(): { state: HomeOverviewState; reload: () => void } {
  const [state, setState] = useState<HomeOverviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });
  useEffect(() => {
    let current = true;
    let recheck: ReturnType<typeof setTimeout> | undefined;
    if (!attempt.quiet) setState({ status: 'loading' });
    void Promise.all([getOnFirstScreen<HomeOverview>(HOME_API.overview, undefined, CONSOLE_API_PREFIX), getOnFirstScreen<HomeSection<HomeActivityLine>>(HOME_ACTIVITY_CALL, undefined, CONSOLE_API_PREFIX)]).then(
      ([overview, activity]) => {
        if (!current) return;
        if (overview.code === 0 && activity.code === 0) {
          setState({ status: 'ready', overview: { ...overview.data, activity: activity.data } });
          if (overview.data.indexed.reading.length > 0) recheck = setTimeout(() => setAttempt((a) => ({ count: a.count + 1, quiet: true })), INDEX_READING_RECHECK_MS);
        } else {
          const failed = overview.code === 0 ? activity : overview;
          setState({ status: 'failed', message: failed.msg || '读取失败', reported: failed.reported === true });
        }
      },
    );
    return () => {
      current = false;
      clearTimeout(recheck);
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((a) => ({ count: a.count + 1, quiet: false })), []);
  return { state, reload };
}
