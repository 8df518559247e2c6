/** What one audit record changed in the permitted paths; full access (["0"]) reads as the single path "0". */
import type { AdminAccountSnapshot } from 'shared-ui/contract';

export function auditDiff(before: AdminAccountSnapshot | null, after: AdminAccountSnapshot): { added: string[]; removed: string[] } {
  const old = new Set(before?.permission ?? []);
  const now = new Set(after.permission);
  return { added: after.permission.filter((p) => !old.has(p)), removed: [...old].filter((p) => !now.has(p)) };
}
