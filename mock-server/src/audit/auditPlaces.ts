import { AUDIT_CUSTOM_MODULES } from 'shared-ui/contract';
import type { AuditPlace } from './auditTrail';

/** A custom screen's place in the trail by its key (contract AUDIT_CUSTOM_MODULES); an unknown key is a programming error. */
export function auditPlace(key: string): AuditPlace {
  const place = AUDIT_CUSTOM_MODULES.find((m) => m.key === key);
  if (!place) throw new Error(`audit place unknown: ${key}`);
  return place;
}
