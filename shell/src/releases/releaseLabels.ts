/** How a release and its entries are named on screen (the contract's labels, with the one case it leaves to the screen). */
import { RELEASE_ENTRY_STATE_LABELS, RELEASE_STATE_LABELS, type Release, type ReleaseEntryState } from 'shared-ui/contract';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

/** A scheduled release past its time is no longer waiting: its entries should be live (or are late, or missing). */
export function releaseStateLabel(release: Pick<Release, 'state' | 'due'>): string {
  return release.state === 'scheduled' && release.due ? '已到上线时间' : RELEASE_STATE_LABELS[release.state];
}

export function releaseStateColor(release: Pick<Release, 'state' | 'due'>): ChipColor {
  if (release.state === 'draft') return 'default';
  if (release.state === 'offShelf') return 'default';
  return release.due ? 'success' : 'primary';
}

/** Late is a warning (live, after its time); missing and gone are errors (not live when they should be). */
const ENTRY_STATE_COLORS: Readonly<Record<ReleaseEntryState, ChipColor>> = {
  prepublished: 'default',
  scheduled: 'primary',
  live: 'success',
  late: 'warning',
  missing: 'error',
  gone: 'error',
  offShelf: 'default',
};

/** An entry's chip; `state` null: added in the form, not saved yet. */
export function entryStateChip(state: ReleaseEntryState | null): { label: string; color: ChipColor } {
  return state === null ? { label: '待保存', color: 'info' } : { label: RELEASE_ENTRY_STATE_LABELS[state], color: ENTRY_STATE_COLORS[state] };
}
