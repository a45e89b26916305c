// The security activity log: sensitive actions are recorded as they happen, and the user reviews them in Settings.
import { addAuditEvent, listAuditEvents, noteSignInDevice } from '../data/audit-repo';
import { deviceName } from '../domain/account/device';
import { log } from '../log';
import type { AuditEventKind } from '../shared/account/audit-events';
import type { AuditEvent } from '../shared/account/account-views';
import { twoFactorState } from './two-factor';

const LIST_LIMIT = 50;

/** Records a sign-in; the first one from a device adds 'Sign-in from a new device'. Never fails the sign-in. */
export async function recordSignIn(uid: string, userAgent: string | undefined): Promise<void> {
  await noteSignInDevice(uid, deviceName(userAgent)).catch((error: unknown) => log.error('sign-in device not recorded', {}, error));
}

/** Records a sensitive action. The action has already happened, so a failure here is logged, not thrown. */
export async function recordAudit(uid: string, kind: AuditEventKind, userAgent?: string): Promise<void> {
  await addAuditEvent(uid, kind, userAgent === undefined ? null : deviceName(userAgent)).catch((error: unknown) =>
    log.error('audit event not recorded', { kind }, error),
  );
}

/** The newest events first; a two-factor change made in the browser since the last look is recorded first. */
export async function securityActivity(uid: string, userAgent?: string): Promise<AuditEvent[]> {
  await twoFactorState(uid, userAgent);
  return listAuditEvents(uid, LIST_LIMIT);
}
