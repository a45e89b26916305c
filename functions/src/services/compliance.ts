// Compliance Check: each case's checklist of obligations, generated from its category and status, with the ticks the
// applicant stored (docs/deadlines.md, "Compliance checklist").
import { getOwnedCase, listCases, type CaseRecord } from '../data/cases-repo';
import { getComplianceTicks, listCheckFacts, listComplianceTicks, setComplianceTick } from '../data/compliance-repo';
import { applicableItems, buildChecklist, decideTick, factsForCase, type ChecklistCase } from '../domain/compliance/checklist';
import { notFound } from '../domain/errors';
import { addLogContext } from '../log';
import type { ComplianceTick } from '../shared/compliance/compliance-inputs';
import type { CaseChecklist, ComplianceOverview } from '../shared/compliance/compliance-views';
import { utcToday } from '../shared/eligibility/dates';
import { msg } from '../shared/i18n/message';

export const CASE_NOT_FOUND = msg('errors:caseNotFound');

const checklistCase = (record: CaseRecord): ChecklistCase => ({
  id: record.id,
  caseNumber: record.caseNumber,
  caseName: record.caseName,
  applicantName: record.applicantName,
  category: record.category,
  status: record.status,
  formType: record.formType,
  goal: record.goal,
});

/** Every case's checklist except archived cases', most recently updated case first. */
export async function complianceOverview(uid: string): Promise<ComplianceOverview> {
  const today = utcToday();
  const [cases, ticks, facts] = await Promise.all([listCases(uid), listComplianceTicks(uid), listCheckFacts(uid)]);
  const active = cases.filter((record) => record.status !== 'Archived');
  return {
    checklists: active.map((record) =>
      buildChecklist(checklistCase(record), factsForCase(record, facts), ticks.get(record.id) ?? {}, today),
    ),
    archivedCount: cases.length - active.length,
  };
}

async function ownedCase(uid: string, caseId: string): Promise<CaseRecord> {
  addLogContext({ caseId });
  const record = await getOwnedCase(uid, caseId);
  if (!record) throw notFound(CASE_NOT_FOUND);
  return record;
}

/** One case's checklist (archived cases too). */
export async function caseChecklist(uid: string, caseId: string): Promise<CaseChecklist> {
  const record = await ownedCase(uid, caseId);
  const [ticks, facts] = await Promise.all([getComplianceTicks(uid, caseId), listCheckFacts(uid)]);
  return buildChecklist(checklistCase(record), factsForCase(record, facts), ticks, utcToday());
}

/** Ticks or unticks one item of the case's checklist, and answers the checklist as it now stands. */
export async function tickComplianceItem(uid: string, caseId: string, tick: ComplianceTick): Promise<CaseChecklist> {
  const record = await ownedCase(uid, caseId);
  const today = utcToday();
  const facts = factsForCase(record, await listCheckFacts(uid));
  const { itemId, doneOn } = decideTick(
    applicableItems(record, facts, today).map((item) => item.id),
    tick,
    today,
  );
  const ticks = await setComplianceTick(uid, caseId, itemId, doneOn);
  if (!ticks) throw notFound(CASE_NOT_FOUND);
  return buildChecklist(checklistCase(record), facts, ticks, today);
}
