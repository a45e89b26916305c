// An appointment as stored in appointments/{id} (docs/data-model.md), after
// data/appointments-repo.ts has decoded it.
import type { AppointmentStatus, AppointmentType } from '../../shared/appointments/appointments';

export interface AppointmentRecord {
  id: string;
  ownerUid: string;
  caseId: string;
  type: AppointmentType;
  title: string | null;
  /** ISO UTC instant. */
  startsAt: string;
  /** ISO UTC instant: startsAt + durationMinutes. */
  endsAt: string;
  durationMinutes: number;
  /** IANA time zone the appointment was given in. */
  timeZone: string;
  /** 'YYYY-MM-DDTHH:mm' in timeZone, as the user typed it. */
  localStart: string;
  place: string;
  notes: string;
  status: AppointmentStatus;
  /** iCalendar SEQUENCE: 0 when made, +1 per change. */
  sequence: number;
  /** ISO; null unless cancelled. */
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The stored fields a create or change writes (everything the user decides, plus the derived times). */
export type AppointmentFields = Omit<
  AppointmentRecord,
  'id' | 'ownerUid' | 'sequence' | 'cancelledAt' | 'createdAt' | 'updatedAt' | 'status'
>;
