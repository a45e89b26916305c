// auditEvents/{id}: the security activity of a user (shared/account/audit-events.ts), owned by ownerUid. `device` is
// the device's name in English and `deviceKeyed` its Message (docs/i18n.md, "Stored records"); events written before
// device names were keyed have only the English.
// knownDevices/{id}: the devices a user has signed in from, keyed by (owner, English device name), so a sign-in from a device
// never seen before can be told from a returning one.
// users/{uid}.secondFactorIds: the second factors last seen on the Auth account, so a change made with the Auth SDK
// in the browser is recorded once.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { secondFactorChange } from '../domain/account/second-factors';
import type { DeviceName } from '../domain/account/device';
import type { AuditEvent } from '../shared/account/account-views';
import { AUDIT_EVENT_KINDS, type AuditEventKind } from '../shared/account/audit-events';
import { decodeDocs } from './decode';
import { db } from './firebase';
import { optionalText, ownerUid, storedMessage, storedTimestamp } from './stored-fields';

const events = () => db().collection('auditEvents');
const devices = () => db().collection('knownDevices');

export const auditEventDocSchema = z.object({
  ownerUid,
  kind: z.enum(AUDIT_EVENT_KINDS),
  device: optionalText,
  deviceKeyed: storedMessage.nullable().default(null),
  at: storedTimestamp,
});

const deviceFields = (device: DeviceName | null) => ({ device: device?.text ?? null, deviceKeyed: device?.keyed ?? null });

export async function addAuditEvent(uid: string, kind: AuditEventKind, device: DeviceName | null): Promise<void> {
  await events().add({ ownerUid: uid, kind, ...deviceFields(device), at: FieldValue.serverTimestamp() });
}

/** The user's newest events first (index: ownerUid asc, at desc). */
export async function listAuditEvents(uid: string, limit: number): Promise<AuditEvent[]> {
  const snapshot = await events().where('ownerUid', '==', uid).orderBy('at', 'desc').limit(limit).get();
  return decodeDocs(auditEventDocSchema, snapshot.docs, 'auditEvents', ({ kind, device, deviceKeyed, at }, id) => ({
    id,
    kind,
    device,
    deviceKeyed,
    at,
  }));
}

const deviceId = (uid: string, device: string) => createHash('sha256').update(`${uid}\u0000${device}`).digest('base64url').slice(0, 24);

/**
 * Notes a sign-in from `device`, and records a 'sign-in-new-device' event the first time that device is seen, in one
 * transaction: two sign-ins racing from a new device record it once. Answers whether the device was new.
 */
export async function noteSignInDevice(uid: string, device: DeviceName): Promise<boolean> {
  // By the English name, as before device names were keyed: a device seen then is still known.
  const deviceRef = devices().doc(deviceId(uid, device.text));
  return db().runTransaction(async (tx) => {
    const known = await tx.get(deviceRef);
    const now = FieldValue.serverTimestamp();
    if (known.exists) {
      tx.update(deviceRef, { lastSeenAt: now });
      return false;
    }
    tx.set(deviceRef, { ownerUid: uid, device: device.text, firstSeenAt: now, lastSeenAt: now });
    tx.set(events().doc(), { ownerUid: uid, kind: 'sign-in-new-device', ...deviceFields(device), at: now });
    return true;
  });
}

const knownFactorIds = z.array(z.string()).catch([]);

/**
 * Compares the second factors enrolled now with those last seen, and records what changed (turned on, off, or a new
 * phone) with the new list, in one transaction: two requests that notice the same change record it once.
 */
export async function noteSecondFactors(uid: string, currentIds: string[], device: DeviceName | null): Promise<AuditEventKind | null> {
  const userRef = db().collection('users').doc(uid);
  return db().runTransaction(async (tx) => {
    const stored = await tx.get(userRef);
    const change = secondFactorChange(knownFactorIds.parse(stored.get('secondFactorIds') ?? []), currentIds);
    if (!change) return null;
    // A profile not written yet gets its uid and createdAt, as account-repo would write them.
    const base = stored.exists ? {} : { uid, createdAt: FieldValue.serverTimestamp() };
    tx.set(userRef, { ...base, secondFactorIds: currentIds }, { merge: true });
    tx.set(events().doc(), { ownerUid: uid, kind: change, ...deviceFields(device), at: FieldValue.serverTimestamp() });
    return change;
  });
}
