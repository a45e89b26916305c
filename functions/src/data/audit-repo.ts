// auditEvents/{id}: the security activity of a user (shared/account/audit-events.ts), owned by ownerUid.
// knownDevices/{id}: the devices a user has signed in from, keyed by (owner, device), so a sign-in from a device
// never seen before can be told from a returning one.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { AUDIT_EVENT_KINDS, type AuditEvent, type AuditEventKind } from '../shared/account/audit-events';
import { decodeDocs } from './decode';
import { db } from './firebase';
import { optionalText, ownerUid, storedTimestamp } from './stored-fields';

const events = () => db().collection('auditEvents');
const devices = () => db().collection('knownDevices');

export const auditEventDocSchema = z.object({
  ownerUid,
  kind: z.enum(AUDIT_EVENT_KINDS),
  device: optionalText,
  at: storedTimestamp,
});

export async function addAuditEvent(uid: string, kind: AuditEventKind, device: string | null): Promise<void> {
  await events().add({ ownerUid: uid, kind, device, at: FieldValue.serverTimestamp() });
}

/** The user's newest events first (index: ownerUid asc, at desc). */
export async function listAuditEvents(uid: string, limit: number): Promise<AuditEvent[]> {
  const snapshot = await events().where('ownerUid', '==', uid).orderBy('at', 'desc').limit(limit).get();
  return decodeDocs(auditEventDocSchema, snapshot.docs, 'auditEvents', ({ kind, device, at }, id) => ({ id, kind, device, at }));
}

const deviceId = (uid: string, device: string) => createHash('sha256').update(`${uid}\u0000${device}`).digest('base64url').slice(0, 24);

/**
 * Notes a sign-in from `device`, and records a 'sign-in-new-device' event the first time that device is seen, in one
 * transaction: two sign-ins racing from a new device record it once. Answers whether the device was new.
 */
export async function noteSignInDevice(uid: string, device: string): Promise<boolean> {
  const deviceRef = devices().doc(deviceId(uid, device));
  return db().runTransaction(async (tx) => {
    const known = await tx.get(deviceRef);
    const now = FieldValue.serverTimestamp();
    if (known.exists) {
      tx.update(deviceRef, { lastSeenAt: now });
      return false;
    }
    tx.set(deviceRef, { ownerUid: uid, device, firstSeenAt: now, lastSeenAt: now });
    tx.set(events().doc(), { ownerUid: uid, kind: 'sign-in-new-device', device, at: now });
    return true;
  });
}
