import type { ComponentType } from 'react';
import type { LivePickerProps } from './PickerOnFirstUse';

/** A picker component whose code is loaded on first use: `current` once it has arrived (so it mounts at once). */
export interface LoadablePicker {
  current: ComponentType<LivePickerProps> | null;
  load: () => Promise<ComponentType<LivePickerProps>>;
}

function loadable(pick: (loaded: typeof import('./livePickers')) => ComponentType<LivePickerProps>): LoadablePicker {
  let loading: Promise<ComponentType<LivePickerProps>> | null = null;
  const picker: LoadablePicker = {
    current: null,
    load: () => {
      loading ??= import(/* webpackChunkName: "live-pickers" */ './livePickers').then(
        (loaded) => (picker.current = pick(loaded)),
        (error: unknown) => {
          loading = null; // the next use asks again
          throw error;
        },
      );
      return loading;
    },
  };
  return picker;
}

/** The pickers' chunk (livePickers.tsx): asked for when a field is first pointed at or focused. */
export const LIVE_DATE_TIME_PICKER = loadable((loaded) => loaded.LiveDateTimePicker);
export const LIVE_DATE_PICKER = loadable((loaded) => loaded.LiveDatePicker);
