// Status updates of a tracked application: a notice the applicant records (the manual provider), or a check with
// USCIS's Case Status API (the uscis provider). Either way a change updates the case, adds a timeline entry and
// notifies the user.
import { caseStatusProvider, CaseStatusUnavailableError, type CaseStatusProvider } from '../case-status/provider';
import { applyStatusUpdate, recordedUpdate, type StatusUpdate } from '../domain/cases/case-changes';
import type { CaseRecord } from '../domain/cases/case-record';
import { caseSummaryOf } from './processing-times';
import { conflict, unavailable } from '../domain/errors';
import { log } from '../log';
import { caseViewPath } from '../shared/cases/case-links';
import type { StatusUpdateInput } from '../shared/cases/case-inputs';
import type { CaseStatusProviderName, CaseSummary } from '../shared/cases/case-views';
import { changeOwnedCase, getCase } from './cases';
import { notify } from './notify';
import { msg } from '../shared/i18n/message';
import { caseStatusLabel } from '../shared/cases/case-status';

export const statusProviderName = (provider: CaseStatusProvider = caseStatusProvider()): CaseStatusProviderName => provider.name;

async function applyUpdate(uid: string, caseId: string, update: StatusUpdate): Promise<{ record: CaseRecord; statusChanged: boolean }> {
  const now = new Date();
  let before: CaseRecord | undefined;
  const record = await changeOwnedCase(uid, caseId, (current) => {
    before = current;
    return applyStatusUpdate(current, update, now);
  });
  const statusChanged = before !== undefined && before.status !== record.status;
  if (statusChanged) {
    // The update is stored either way; a notification that cannot be written must not turn it into an error.
    await notify(uid, {
      message: msg('notifications:caseStatusChanged', {
        caseNumber: record.caseNumber,
        caseName: record.caseName,
        status: caseStatusLabel(record.status),
        notice: update.notice,
      }),
      link: caseViewPath(caseId),
    }).catch((error: unknown) => log.error('case status notification not written', { caseId }, error));
  }
  return { record, statusChanged };
}

/** A notice the applicant received, recorded by hand. */
export async function recordStatusUpdate(uid: string, caseId: string, input: StatusUpdateInput): Promise<CaseSummary> {
  return caseSummaryOf((await applyUpdate(uid, caseId, recordedUpdate(input))).record);
}

/** Asks the configured provider for the application's latest status; `changed` says whether anything new came. */
export async function checkCaseStatus(
  uid: string,
  caseId: string,
  provider: CaseStatusProvider = caseStatusProvider(),
): Promise<{ case: CaseSummary; changed: boolean }> {
  const current = await getCase(uid, caseId);
  if (!current.receiptNumber) throw conflict(msg('errors:addTheApplicationsReceiptNumberBefore2'));
  let check;
  try {
    check = await provider.check(current.receiptNumber);
  } catch (error) {
    if (error instanceof CaseStatusUnavailableError) {
      log.warn('case status check failed', { caseId, reason: error.reason, httpStatus: error.httpStatus });
      throw unavailable(error.userMessage);
    }
    throw error;
  }
  if (check.kind === 'manual') {
    throw conflict(msg('errors:automaticStatusChecksAreNotSet'));
  }
  if (check.kind === 'unknown-receipt') {
    throw conflict(msg('errors:uscisHasNoCase', { receiptNumber: current.receiptNumber }));
  }
  const { report } = check;
  const changed = report.statusText !== current.latestNotice || report.status !== current.status;
  if (!changed) {
    // Nothing new: only the time of the check moves.
    const record = await changeOwnedCase(uid, caseId, () => ({ changes: { statusCheckedAt: new Date().toISOString() }, entries: [] }));
    return { case: await caseSummaryOf(record), changed: false };
  }
  const update: StatusUpdate = {
    status: report.status,
    notice: report.statusText,
    by: 'uscis',
    ...(report.updatedOn ? { date: report.updatedOn } : {}),
  };
  return { case: await caseSummaryOf((await applyUpdate(uid, caseId, update)).record), changed: true };
}
