import { useCallback, useEffect, useState } from 'react';
import { CONSOLE_API_PREFIX, HOME_ACTIVITY_CALL, HOME_API, INDEX_READING_RECHECK_MS, RELEASE_API, RELEASE_DUE_HOURS, RELEASE_PATH, getOnFirstScreen, type ApiResponse, type HomeActivityLine, type HomeLine, type HomeOverview, type HomeSection } from 'shared-ui';
// A type only: /home's first visit loads none of the contract's schemas.
import type { Release } from 'shared-ui/contract';

/** A release due soon, as a line of /home: its name, time, how many entries and whether it is scheduled yet. */
export interface HomeReleaseLine extends HomeLine {
  entries: number;
  scheduled: boolean;
}

/**
 * The page's sections: the console service's overview (its entry index), the newest changes from its audit trail,
 * and — for an account that may open 发布批次 — the releases due in the next RELEASE_DUE_HOURS hours (null: not shown).
 */
export type HomeSections = HomeOverview & { activity: HomeSection<HomeActivityLine>; releases: HomeSection<HomeReleaseLine> | null };

const NO_RELEASES: ApiResponse<Release[]> = { code: 0, data: [], msg: '', headers: {}, status: 200 };

function releaseLines(releases: readonly Release[]): HomeSection<HomeReleaseLine> {
  const list = releases.map((r) => ({ key: `release-${String(r.id)}`, moduleTitle: '发布批次', title: r.name, at: r.push_time, link: `${RELEASE_PATH}?id=${String(r.id)}`, entries: r.entries.length, scheduled: r.state === 'scheduled' }));
  return { list, total: list.length };
}

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
export function useHomeOverview(releasesOpen = false): { state: HomeOverviewState; reload: () => void } {
  const [state, setState] = useState<HomeOverviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });
  useEffect(() => {
    let current = true;
    let recheck: ReturnType<typeof setTimeout> | undefined;
    if (!attempt.quiet) setState({ status: 'loading' });
    void Promise.all([
      getOnFirstScreen<HomeOverview>(HOME_API.overview, undefined, CONSOLE_API_PREFIX),
      getOnFirstScreen<HomeSection<HomeActivityLine>>(HOME_ACTIVITY_CALL, undefined, CONSOLE_API_PREFIX),
      releasesOpen ? getOnFirstScreen<Release[]>(RELEASE_API.list, { dueWithinHours: RELEASE_DUE_HOURS }, CONSOLE_API_PREFIX) : Promise.resolve(NO_RELEASES),
    ]).then(
      ([overview, activity, releases]) => {
        if (!current) return;
        if (overview.code === 0 && activity.code === 0 && releases.code === 0) {
          setState({ status: 'ready', overview: { ...overview.data, activity: activity.data, releases: releasesOpen ? releaseLines(releases.data) : null } });
          if (overview.data.indexed.reading.length > 0) recheck = setTimeout(() => setAttempt((a) => ({ count: a.count + 1, quiet: true })), INDEX_READING_RECHECK_MS);
        } else {
          const failed = overview.code !== 0 ? overview : activity.code !== 0 ? activity : releases;
          setState({ status: 'failed', message: failed.msg || '读取失败', reported: failed.reported === true });
        }
      },
    );
    return () => {
      current = false;
      clearTimeout(recheck);
    };
  }, [attempt, releasesOpen]);
  const reload = useCallback(() => setAttempt((a) => ({ count: a.count + 1, quiet: false })), []);
  return { state, reload };
}
