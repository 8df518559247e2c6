/**
 * Local copies of unsaved edits, in localStorage under `cms:autosave:<account>:<module key>`. The account is part of
 * the key so two people sharing a browser never see each other's text. The shell's logout leaves these keys alone
 * on purpose: after a session expiry and a new sign-in, the copy is still there to restore.
 */
import type { ModuleValues } from 'shared-ui/contract';

export interface AutosaveCopy {
  values: ModuleValues;
  /** Epoch ms of the copy. */
  savedAt: number;
}

function isCopy(value: unknown): value is AutosaveCopy {
  const v = value as Partial<AutosaveCopy> | null;
  return typeof v === 'object' && v !== null && typeof v.savedAt === 'number' && typeof v.values === 'object' && v.values !== null;
}

export const autosaveStore = {
  key: (account: string, moduleKey: string) => `cms:autosave:${account}:${moduleKey}`,
  read(key: string): AutosaveCopy | null {
    try {
      const raw = localStorage.getItem(key);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isCopy(parsed) ? parsed : null;
    } catch {
      // Unreadable (storage disabled, or a copy from an older shape): as if none.
      return null;
    }
  },
  write(key: string, copy: AutosaveCopy): void {
    try {
      localStorage.setItem(key, JSON.stringify(copy));
    } catch {
      // Storage full or disabled: the copy is a convenience, the form still works.
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to do: see write.
    }
  },
};
