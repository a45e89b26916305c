// Reminders written straight into Firestore with firebase-admin, in the shape the deadlines service stores
// (functions/src/data/reminders-repo.ts), for the reminder job's integration test and bench.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { nextFireDate, normaliseLeadDays } from '../../functions/src/domain/deadlines/reminder';

export interface TestReminder {
  ownerUid: string;
  key: string;
  title: string;
  dueDate: string;
  timeZone?: string;
  leadDays?: number[];
  firedLeads?: number[];
  muted?: boolean;
}

/** The document as the deadlines service writes a user's own reminder (`custom`, never recomputed). */
export function reminderDoc(r: TestReminder): Record<string, unknown> {
  const leadDays = normaliseLeadDays(r.leadDays ?? [30]);
  const firedLeads = r.firedLeads ?? [];
  const muted = r.muted ?? false;
  return {
    ownerUid: r.ownerUid,
    key: r.key,
    kind: 'custom',
    title: r.title,
    dueDate: r.dueDate,
    timeZone: r.timeZone ?? 'America/New_York',
    caseId: null,
    leadDays,
    firedLeads,
    nextFireDate: nextFireDate({ dueDate: r.dueDate, leadDays, firedLeads, muted }),
    muted,
    notes: '',
    ruleId: null,
    windowOpens: null,
    source: { type: 'you', text: 'Entered by you', link: null },
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** Writes the reminder under `${ownerUid}_${key}`; answers its id. */
export async function putReminder(db: Firestore, r: TestReminder): Promise<string> {
  const id = `${r.ownerUid}_${r.key}`;
  await db.collection('reminders').doc(id).set(reminderDoc(r));
  return id;
}
