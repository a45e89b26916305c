import type { Citation, Finding, FindingOutcome } from '../../shared/eligibility/types';

export interface FindingInit {
  ruleId: string;
  reason: string;
  recommendation: string;
  citation: Citation;
}

function finding(outcome: FindingOutcome, init: FindingInit): Finding {
  return { ruleId: init.ruleId, outcome, reason: init.reason, recommendation: init.recommendation, citation: init.citation };
}

export const pass = (init: FindingInit): Finding => finding('pass', init);
export const fail = (init: FindingInit): Finding => finding('fail', init);
export const issue = (init: FindingInit): Finding => finding('issue', init);
