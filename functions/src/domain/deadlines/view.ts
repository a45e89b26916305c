// What GET /deadlines shows of a stored reminder: its days left, its rule and citations, where it came from.
import type { DeadlineView } from '../../shared/deadlines/deadline-views';
import { DEADLINE_RULES } from './facts/deadline-rules';
import { msg, type Message } from '../../shared/i18n/message';
import { renderEnglish } from '../i18n/render';
import { daysBetween, localDate } from './reminder';
import { isComputedKind, type StoredReminder } from './sync';

function linkOf(reminder: StoredReminder): string | null {
  if (reminder.kind === 'appointment') return '/cases/appointments';
  if (reminder.source.link) return reminder.source.link;
  return reminder.caseId ? `/cases/view?case=${encodeURIComponent(reminder.caseId)}` : null;
}

/** A rule's text as the API answers it: the English rendering beside the Message the reader's language renders. */
const both = (message: Message | null): { text: string | null; keyed: Message | null } => ({
  text: message && renderEnglish(message),
  keyed: message,
});

export function toDeadlineView(reminder: StoredReminder, now: Date): DeadlineView {
  const rule = reminder.kind === 'custom' ? null : DEADLINE_RULES[reminder.kind];
  const today = localDate(now, reminder.timeZone);
  const ruleText = both(rule && msg(rule.rule));
  const caveat = both(rule?.caveat ? msg(rule.caveat) : null);
  return {
    id: reminder.id,
    kind: reminder.kind,
    computed: isComputedKind(reminder.kind),
    title: reminder.title,
    titleKeyed: reminder.titleKeyed,
    dueDate: reminder.dueDate,
    timeZone: reminder.timeZone,
    daysLeft: daysBetween(today, reminder.dueDate),
    windowOpens: reminder.windowOpens,
    rule: ruleText.text,
    ruleKeyed: ruleText.keyed,
    citations: rule
      ? rule.citations.map(({ reference, label, url }) => ({ reference, label: renderEnglish(msg(label)), labelKeyed: msg(label), url }))
      : [],
    source: reminder.source,
    caseId: reminder.caseId,
    notes: reminder.notes,
    leadDays: reminder.leadDays,
    muted: reminder.muted,
    nextFireDate: reminder.nextFireDate,
    firedLeads: reminder.firedLeads,
    link: linkOf(reminder),
    caveat: caveat.text,
    caveatKeyed: caveat.keyed,
  };
}

/** Soonest first; same day by title. */
export const byDueDate = (a: DeadlineView, b: DeadlineView): number => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title);

/** The next `count` deadlines that have not passed, soonest first (the overview's "Coming up"). */
export function upcoming(views: readonly DeadlineView[], count: number): DeadlineView[] {
  return views
    .filter((view) => view.daysLeft >= 0)
    .sort(byDueDate)
    .slice(0, count);
}
