// An eligibility check: the rules engine decides, Gemini may add a narrative, the record is stored on a case (the
// one named, the chat's, or a new Draft), and the user is notified.
import { caseViewPath } from '../shared/cases/case-links';
import { eligibilityNarrator } from '../ai/narrator';
import { CASE_NOT_FOUND, CHAT_NOT_FOUND, saveEligibilityCheck, type CaseTarget } from '../data/eligibility-repo';
import { formatCaseNumber } from '../domain/cases/case-number';
import { caseName } from '../domain/cases/case-view';
import { evaluateEligibility } from '../domain/eligibility/engine';
import { withNarrative, type NarratedAnalysis } from '../domain/eligibility/narrative';
import { notFound } from '../domain/errors';
import { addLogContext, log } from '../log';
import type { EligibilityInput } from '../shared/eligibility/applicant-schema';
import { utcToday } from '../shared/eligibility/dates';
import type { EligibilityAnalysis } from '../shared/eligibility/types';
import { isDocId } from '../shared/ids';
import { refreshDeadlinesQuietly } from './deadlines';
import { notify } from './notify';
import { msg } from '../shared/i18n/message';
import { timelineText } from '../domain/cases/timeline-text';

export interface EligibilityOutcome {
  analysis: NarratedAnalysis;
  eligibilityId: string;
  caseId: string;
}

function caseTarget(input: EligibilityInput): CaseTarget {
  if (input.caseId !== undefined && !isDocId(input.caseId)) throw notFound(CASE_NOT_FOUND);
  if (input.chatId !== undefined && !isDocId(input.chatId)) throw notFound(CHAT_NOT_FOUND);
  if (input.caseId) return { kind: 'case', caseId: input.caseId };
  if (input.chatId) return { kind: 'chat', chatId: input.chatId };
  return { kind: 'new' };
}

/** The engine's analysis, with Gemini's narrative after its summary when Vertex AI is configured and answers in time. */
async function narrated(category: EligibilityInput['category'], analysis: EligibilityAnalysis): Promise<NarratedAnalysis> {
  const narrator = eligibilityNarrator();
  const text = narrator ? await narrator.narrate({ category, analysis }) : null;
  return withNarrative(analysis, narrator && text ? { text, by: narrator.label } : null);
}

export async function checkEligibility(uid: string, input: EligibilityInput): Promise<EligibilityOutcome> {
  const target = caseTarget(input);
  addLogContext({ ...(input.caseId ? { caseId: input.caseId } : {}), ...(input.chatId ? { chatId: input.chatId } : {}) });
  const today = utcToday();
  const analysis = await narrated(input.category, evaluateEligibility(input, today));
  const { caseId: _caseId, chatId = null, ...data } = input;

  const saved = await saveEligibilityCheck(uid, {
    target,
    chatId,
    category: input.category,
    // Through JSON so the record holds plain values only (no undefined, no class instances).
    input: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
    analysis,
    checkedOn: today,
    timelineEvent: timelineText(
      msg('timeline:eligibilityChecked', { category: input.category, eligible: analysis.eligible ? 'yes' : 'no' }),
    ),
    draft: {
      applicantName: input.fullName,
      caseName: caseName(input.category),
      openedEvent: timelineText(msg(chatId ? 'timeline:caseOpenedByEligibilityCheckFromChat' : 'timeline:caseOpenedByEligibilityCheck')),
      caseNumber: formatCaseNumber,
    },
  });

  addLogContext({ caseId: saved.caseId });
  // The check is stored either way; a notification that cannot be written must not turn it into an error.
  await notify(uid, {
    message: msg('notifications:eligibilityCheckCompleted', { category: input.category, eligible: analysis.eligible ? 'yes' : 'no' }),
    link: caseViewPath(saved.caseId),
  }).catch((error: unknown) => log.error('eligibility notification not written', { caseId: saved.caseId }, error));
  await refreshDeadlinesQuietly(uid, 'eligibility check'); // an asylum check's arrival date becomes a reminder

  return { analysis, eligibilityId: saved.eligibilityId, caseId: saved.caseId };
}
