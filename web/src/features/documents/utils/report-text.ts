// The review's report as plain text: what 'Copy Report' puts on the clipboard and what the Share Report modal shows.
import type { ReviewReport } from '@shared/documents/review-views';
import { i18n } from '@/lib/i18n/i18n';

function section(heading: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : ['', `${heading}:`, ...lines.map((line) => `- ${line}`)];
}

export function reportText(report: ReviewReport): string {
  return [
    report.title,
    '',
    report.summary,
    ...section(i18n.t('documents:report.issues'), report.issues),
    ...section(i18n.t('documents:report.recommendations'), report.recommendations),
    ...section(
      i18n.t('documents:report.missing'),
      report.missing.map((m) => m.label),
    ),
  ].join('\n');
}
