import { AutosaveBanner } from 'shared-ui/workflow';
import type { LocalCopy } from './useLocalCopy';

/** The local copy's offer, nothing while none waits: 恢复 puts the copy into the form through `load`, 丢弃 forgets it. */
export function LocalCopyBanner<V>({ localCopy, load }: { localCopy: LocalCopy<V>; load: (values: V) => void }) {
  if (!localCopy.offer) return null;
  return (
    <AutosaveBanner
      copy={localCopy.offer}
      onRestore={() => {
        const restored = localCopy.restore();
        if (restored) load(restored);
      }}
      onDiscard={localCopy.discard}
    />
  );
}
