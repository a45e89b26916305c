import type { CaseChecklist, ComplianceOverview } from '@shared/compliance/compliance-views';

/** A tick as the screen shows it before the server answers. */
export interface PendingTick {
  caseId: string;
  itemId: string;
  done: boolean;
  doneOn: string | null;
}

/** The checklist with one item ticked or unticked, and its count again. */
export function applyTick(checklist: CaseChecklist, tick: PendingTick): CaseChecklist {
  if (checklist.caseId !== tick.caseId) return checklist;
  const items = checklist.items.map((item) =>
    item.id === tick.itemId ? { ...item, done: tick.done, doneOn: tick.done ? tick.doneOn : null } : item,
  );
  return { ...checklist, items, doneCount: items.filter((item) => item.done).length };
}

/** The overview with one case's checklist replaced (by the server's answer or an optimistic tick). */
export const replaceChecklist = (overview: ComplianceOverview, next: CaseChecklist): ComplianceOverview => ({
  ...overview,
  checklists: overview.checklists.map((checklist) => (checklist.caseId === next.caseId ? next : checklist)),
});
