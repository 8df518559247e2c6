/**
 * The places the palette matches against, with their pinyin keys: loaded on the palette's first open and kept for the
 * session (the module lists do not change while one is signed in).
 */
import { useEffect, useState } from 'react';
import type { SessionInfo } from 'shared-ui';
import type { RemoteModuleListLoader } from '../remotes/loadRemoteModuleList';
import { loadConsolePlaces } from './consolePlaces';
import type { SearchablePlace } from './moduleMatch';
import { pinyinKeysOf } from './pinyinKeys';

export type PlacesState = { status: 'loading' } | { status: 'ready'; places: SearchablePlace[]; failedAreas: string[] };

export function usePlaces(session: SessionInfo, loadList: RemoteModuleListLoader): PlacesState {
  const [state, setState] = useState<PlacesState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void loadConsolePlaces(session, loadList).then(({ places, failedAreas }) => {
      if (!current) return;
      setState({ status: 'ready', places: places.map((place) => ({ ...place, keys: pinyinKeysOf(place.title) })), failedAreas });
    });
    return () => {
      current = false;
    };
  }, [session, loadList]);
  return state;
}
