// Turns findings into the answer the applicant sees: failures first, then points for review, then what passed.
import type { EligibilityCategory } from '../../shared/reference/categories';
import { listAnd, plural } from '../../shared/eligibility/format';
import type { Citation, EligibilityAnalysis, Finding, FindingOutcome } from '../../shared/eligibility/types';

const ORDER: Record<FindingOutcome, number> = { fail: 0, issue: 1, pass: 2 };

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

// Labels are written as titles; lower only a leading capital that starts an ordinary word, so "EB-5" and "U.S."
// keep their capitals mid-sentence.
function asTopic(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

function topics(findings: readonly Finding[]): string {
  return listAnd(
    unique(
      findings.map((f) => asTopic(f.citation.label)),
      (label) => label,
    ),
  );
}

function summarize(category: EligibilityCategory, fails: Finding[], issues: Finding[], passes: Finding[]): string {
  if (fails.length > 0) {
    const review =
      issues.length > 0
        ? ` ${plural(issues.length, 'other point')} also ${issues.length === 1 ? 'needs' : 'need'} an attorney's review.`
        : '';
    return `Based on your answers, you do not currently qualify for ${category}: ${plural(fails.length, 'requirement')} ${fails.length === 1 ? 'is' : 'are'} not met (${topics(fails)}).${review}`;
  }
  if (issues.length > 0) {
    return `Based on your answers, you appear to qualify for ${category}, but ${plural(issues.length, 'point')} ${issues.length === 1 ? 'needs' : 'need'} an immigration attorney's review before you file (${topics(issues)}).`;
  }
  return `Based on your answers, you appear to qualify for ${category}: all ${plural(passes.length, 'check')} we ran passed.`;
}

export function buildAnalysis(category: EligibilityCategory, findings: readonly Finding[]): Omit<EligibilityAnalysis, 'path'> {
  const sorted = [...findings].sort((a, b) => ORDER[a.outcome] - ORDER[b.outcome]);
  const fails = sorted.filter((f) => f.outcome === 'fail');
  const issues = sorted.filter((f) => f.outcome === 'issue');
  const passes = sorted.filter((f) => f.outcome === 'pass');
  const citations: Citation[] = unique(
    sorted.map((f) => f.citation),
    (c) => `${c.source}|${c.reference}`,
  );
  return {
    eligible: fails.length === 0,
    needsReview: issues.length > 0,
    reviewReasons: unique(
      issues.map((f) => f.reason),
      (r) => r,
    ),
    reasons: unique(
      sorted.map((f) => f.reason),
      (r) => r,
    ),
    recommendations: unique(
      sorted.map((f) => f.recommendation),
      (r) => r,
    ),
    summary: summarize(category, fails, issues, passes),
    citations,
    findings: sorted,
  };
}
