// The 'Wrong Document' badge's colour: as pressing as the finding behind it. A document this filing does not need is
// a note (functions/src/domain/documents/checks.ts wrongDocumentIssue), so its badge is neutral, not an error's red.
// Only the filled error and default chips keep the 4.5:1 text contrast of WCAG AA (tests/e2e/accessibility.test.ts).
import type { IssueSeverity } from '@shared/documents/review-views';

export type BadgeColor = 'error' | 'default';

export function wrongDocumentColor(issues: ReadonlyArray<{ type: string; severity?: IssueSeverity }>): BadgeColor {
  const severities = issues.filter((issue) => issue.type === 'wrong-document').map((issue) => issue.severity ?? 'error');
  return severities.length === 0 || severities.includes('error') ? 'error' : 'default';
}
