// The review's report as plain text: what 'Copy Report' puts on the clipboard and what the Share Report modal shows.
import type { ReviewReport } from '@shared/documents/review-views';

function section(heading: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : ['', `${heading}:`, ...lines.map((line) => `- ${line}`)];
}

export function reportText(report: ReviewReport): string {
  return [
    report.title,
    '',
    report.summary,
    ...section('Issues', report.issues),
    ...section('Recommendations', report.recommendations),
    ...section('Missing documents', report.missing.map((m) => m.label)),
  ].join('\n');
}
