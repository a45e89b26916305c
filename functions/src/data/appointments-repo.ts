// appointments/{id}: an applicant's appointments (biometrics, interviews...), each belonging to one of their cases
// and owned by ownerUid. Times are stored as ISO UTC text (startsAt, endsAt) next to the zone and local time the
// user typed, so they sort and compare as text. Cancelled appointments are kept with status 'cancelled'.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { AppointmentFields, AppointmentRecord } from '../domain/appointments/appointment-record';
import { APPOINTMENT_LIMITS, APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../shared/appointments/appointments';
import { decodeDoc, decodeDocs, decodeWritten } from './decode';
import { db } from './firebase';
import { createdAndUpdated, fillUpdatedAt, optionalText, ownerUid, storedTimestamp } from './stored-fields';

export type { AppointmentRecord } from '../domain/appointments/appointment-record';

const appointments = () => db().collection('appointments');

/** Far above what one applicant books; a list request never reads more. */
export const MAX_APPOINTMENTS = 1000;

const appointmentDocSchema = z
  .object({
    ownerUid,
    caseId: z.string().min(1),
    type: z.enum(APPOINTMENT_TYPES),
    title: optionalText,
    startsAt: storedTimestamp,
    endsAt: storedTimestamp.nullish(),
    durationMinutes: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((value) => value ?? APPOINTMENT_LIMITS.defaultDuration),
    timeZone: z.string().min(1),
    localStart: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
    place: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    notes: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    status: z
      .enum(APPOINTMENT_STATUSES)
      .nullish()
      .transform((value) => value ?? 'scheduled'),
    sequence: z
      .number()
      .int()
      .nonnegative()
      .nullish()
      .transform((value) => value ?? 0),
    cancelledAt: storedTimestamp.nullish().transform((value) => value ?? null),
    ...createdAndUpdated,
  })
  .transform(fillUpdatedAt);

function toAppointment(stored: z.output<typeof appointmentDocSchema>, id: string): AppointmentRecord {
  // An appointment written by hand without endsAt ends after its duration.
  const endsAt = stored.endsAt ?? new Date(Date.parse(stored.startsAt) + stored.durationMinutes * 60_000).toISOString();
  return { id, ...stored, endsAt };
}

/** Every appointment of the user (scheduled and cancelled), earliest first. H3's deadlines read them through this. */
export async function listAppointments(uid: string): Promise<AppointmentRecord[]> {
  const snapshot = await appointments().where('ownerUid', '==', uid).limit(MAX_APPOINTMENTS).get();
  return decodeDocs(appointmentDocSchema, snapshot.docs, 'appointments', toAppointment).sort((a, b) =>
    a.startsAt.localeCompare(b.startsAt),
  );
}

/** The caller's appointment, or null when it does not exist or is someone else's. */
export async function getOwnedAppointment(uid: string, appointmentId: string): Promise<AppointmentRecord | null> {
  const snapshot = await appointments().doc(appointmentId).get();
  if (snapshot.get('ownerUid') !== uid) return null;
  const stored = decodeDoc(appointmentDocSchema, snapshot, 'appointments');
  return stored && toAppointment(stored, snapshot.id);
}

/** Stores a new scheduled appointment (the caller has checked the case is the user's). */
export async function createAppointment(uid: string, fields: AppointmentFields): Promise<AppointmentRecord> {
  const ref = appointments().doc();
  await ref.create({
    ...fields,
    ownerUid: uid,
    status: 'scheduled',
    sequence: 0,
    cancelledAt: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return toAppointment(decodeWritten(appointmentDocSchema, await ref.get(), 'appointments'), ref.id);
}

/** What a change writes: new field values, or the cancellation. */
export type AppointmentUpdate = Partial<AppointmentFields> & { cancel?: true };

/**
 * Changes the caller's appointment in a transaction: `decide` sees it as it is and answers the update (or null to
 * leave it). Each write raises the iCalendar SEQUENCE by one. Answers the appointment before and after, or null
 * when it is missing or someone else's.
 */
export async function changeAppointment(
  uid: string,
  appointmentId: string,
  decide: (current: AppointmentRecord) => AppointmentUpdate | null,
): Promise<{ before: AppointmentRecord; after: AppointmentRecord } | null> {
  const ref = appointments().doc(appointmentId);
  const before = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.get('ownerUid') !== uid) return null;
    const stored = decodeDoc(appointmentDocSchema, snapshot, 'appointments');
    if (!stored) return null;
    const current = toAppointment(stored, snapshot.id);
    const update = decide(current);
    if (!update) return current;
    const { cancel, ...fields } = update;
    const write: Record<string, unknown> = { ...fields, sequence: current.sequence + 1, updatedAt: FieldValue.serverTimestamp() };
    if (cancel) Object.assign(write, { status: 'cancelled', cancelledAt: FieldValue.serverTimestamp() });
    tx.update(ref, write);
    return current;
  });
  if (!before) return null;
  const after = await getOwnedAppointment(uid, appointmentId);
  return after && { before, after };
}
