// The 'Wrong Document' badge's colour: as pressing as the finding behind it. A document this filing does not need is
// a note (functions/src/domain/documents/checks.ts wrongDocumentIssue), so its badge is not an error's red.
import type { IssueSeverity } from '@shared/documents/review-views';

export type BadgeColor = 'error' | 'warning' | 'info';

export function wrongDocumentColor(issues: ReadonlyArray<{ type: string; severity?: IssueSeverity }>): BadgeColor {
  const severities = issues.filter((issue) => issue.type === 'wrong-document').map((issue) => issue.severity ?? 'warning');
  if (severities.includes('error')) return 'error';
  if (severities.length === 0 || severities.includes('warning')) return 'warning';
  return 'info';
}
