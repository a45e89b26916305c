// What a change in a user's enrolled second factors means for their security activity. Pure.
import type { AuditEventKind } from '../../shared/account/audit-events';

/**
 * Compares the factors last seen with the ones enrolled now (by enrolment id): none to some is 'turned on', some to
 * none is 'turned off', and a different set is a change of phone. Null when nothing changed.
 */
export function secondFactorChange(known: readonly string[], current: readonly string[]): AuditEventKind | null {
  const same = known.length === current.length && current.every((id) => known.includes(id));
  if (same) return null;
  if (known.length === 0) return 'two-factor-enabled';
  if (current.length === 0) return 'two-factor-disabled';
  return 'two-factor-changed';
}
