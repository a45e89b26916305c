// How a recomputation changes a user's stored reminders: create the new computed ones, update the ones whose date or
// wording moved, delete the ones whose source is gone. The user's choices (lead times, muted) survive; the lead times
// already announced are forgotten only when the due date moves. The user's own reminders are never touched here.
import type { DeadlineSourceView } from '../../shared/deadlines/deadline-views';
import type { ComputedDeadline } from './compute';
import { DEFAULT_LEAD_DAYS, nextFireDate, type DeadlineKind, type ReminderRecord } from './reminder';

/** A reminders/{id} document's fields besides the stamps: the contract's record plus what the page shows. */
export interface StoredReminder extends ReminderRecord {
  notes: string;
  /** The rule (domain/deadlines/facts/deadline-rules.ts) behind a computed reminder; null for the user's own. */
  ruleId: string | null;
  windowOpens: string | null;
  source: DeadlineSourceView;
}

export type ReminderFields = Omit<StoredReminder, 'id'>;

/** The kinds the user adds by hand; every other kind is computed. */
export const USER_KINDS: readonly DeadlineKind[] = ['custom', 'rfe-response'];
export const isComputedKind = (kind: DeadlineKind): boolean => !USER_KINDS.includes(kind);

export interface SyncPlan {
  creates: Array<{ id: string; fields: ReminderFields }>;
  updates: Array<{ id: string; fields: Partial<ReminderFields> }>;
  deletes: string[];
}

/** The document id of a user's reminder: `${ownerUid}_${key}`, so a recomputation finds the same one. */
export const reminderDocId = (uid: string, key: string): string => `${uid}_${key}`;

const sameSource = (a: DeadlineSourceView, b: DeadlineSourceView) =>
  a.type === b.type && a.text === b.text && a.link === b.link && JSON.stringify(a.keyed) === JSON.stringify(b.keyed);

export function planComputedSync(uid: string, existing: readonly StoredReminder[], computed: readonly ComputedDeadline[]): SyncPlan {
  const plan: SyncPlan = { creates: [], updates: [], deletes: [] };
  const byKey = new Map(existing.filter((reminder) => isComputedKind(reminder.kind)).map((reminder) => [reminder.key, reminder]));
  const wanted = new Set<string>();

  for (const deadline of computed) {
    wanted.add(deadline.key);
    const current = byKey.get(deadline.key);
    const described = {
      kind: deadline.kind,
      title: deadline.title,
      titleKeyed: deadline.titleKeyed,
      timeZone: deadline.timeZone,
      caseId: deadline.caseId,
      ruleId: deadline.ruleId,
      windowOpens: deadline.windowOpens,
      source: deadline.source,
    };
    if (!current) {
      const leadDays = [...DEFAULT_LEAD_DAYS];
      const fields: ReminderFields = {
        ownerUid: uid,
        key: deadline.key,
        ...described,
        dueDate: deadline.dueDate,
        leadDays,
        firedLeads: [],
        muted: false,
        nextFireDate: nextFireDate({ dueDate: deadline.dueDate, leadDays, firedLeads: [], muted: false }),
        notes: '',
      };
      plan.creates.push({ id: reminderDocId(uid, deadline.key), fields });
      continue;
    }
    const changes: Partial<ReminderFields> = {};
    for (const name of ['kind', 'title', 'timeZone', 'caseId', 'ruleId', 'windowOpens'] as const) {
      if (current[name] !== described[name]) Object.assign(changes, { [name]: described[name] });
    }
    if (!sameSource(current.source, described.source)) changes.source = described.source;
    if (JSON.stringify(current.titleKeyed) !== JSON.stringify(described.titleKeyed)) changes.titleKeyed = described.titleKeyed;
    if (current.dueDate !== deadline.dueDate) {
      changes.dueDate = deadline.dueDate;
      changes.firedLeads = [];
      changes.nextFireDate = nextFireDate({ dueDate: deadline.dueDate, leadDays: current.leadDays, firedLeads: [], muted: current.muted });
    }
    if (Object.keys(changes).length > 0) plan.updates.push({ id: current.id, fields: changes });
  }

  for (const [key, reminder] of byKey) if (!wanted.has(key)) plan.deletes.push(reminder.id);
  return plan;
}
