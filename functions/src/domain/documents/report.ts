// The review's report: a title, a one-paragraph summary, one line per issue naming its file, what to do (each advice
// once), and the required documents nobody uploaded. Pure.
import type { IssueSeverity, IssueType, ReviewedDocument, ReviewReport } from '../../shared/documents/review-views';
import type { DocumentCategoryKey } from '../../shared/reference/categories';
import type { RequiredDocument } from '../../shared/reference/required-documents';
import { categoryLabel } from './checks';
import { whoseDocument } from './person-words';

export interface ReportInput {
  category: DocumentCategoryKey;
  country: string;
  documents: readonly ReviewedDocument[];
  missing: readonly RequiredDocument[];
}

const SEVERITY_WORD: Record<IssueSeverity, string> = { error: 'Error', warning: 'Warning', info: 'Note' };

/** What to do about each kind of issue, most pressing first. */
const ADVICE: ReadonlyArray<[IssueType, string]> = [
  [
    'wrong-document',
    "Leave out the files marked 'Wrong Document': this filing does not need them. If you meant another document, upload that one, or check that you chose the right category.",
  ],
  ['blank-form', 'Fill in the blank forms (the Forms step of your case can do it), then upload the filled forms.'],
  ['unsigned', 'Print each filled form and sign it by hand where it asks before you file.'],
  ['unreadable', 'Rescan unreadable files at 300 dpi, flat, straight and in focus, and upload them again.'],
  [
    'invalid-mrz',
    "Upload a clear, uncropped scan of the passport's photo page, so the two machine-readable lines at the bottom can be checked.",
  ],
  ['expired', 'Renew expired documents and upload copies of the new ones before you file.'],
  ['expires-soon', 'Renew a passport that expires within 6 months before you file or travel.'],
  [
    'name-mismatch',
    'Make the names match across your documents; where a name changed, include the proof (a marriage certificate, divorce decree or court order).',
  ],
  ['date-of-birth-mismatch', 'Resolve the differing dates of birth: ask the issuer of the wrong document for a corrected copy.'],
  ['outdated-form-edition', 'Download the current edition of each USCIS form from its page on uscis.gov, fill it in again and sign it.'],
  ['duplicate', 'Remove duplicate uploads.'],
];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How many files a stored review checked and how many issues it found (file issues plus missing documents). */
export function reviewCounts(
  documents: ReadonlyArray<{ issues: readonly unknown[] }>,
  missing: readonly unknown[],
): { files: number; issues: number } {
  return { files: documents.length, issues: documents.reduce((sum, doc) => sum + doc.issues.length, 0) + missing.length };
}

export function buildReport(input: ReportInput): Omit<ReviewReport, 'reportId'> {
  const { documents, missing } = input;
  const label = categoryLabel(input.category);
  const issues = documents.flatMap((doc) =>
    doc.issues.map((i) => {
      const line = i.details.includes(doc.name) ? i.details : `${doc.name}${doc.person ? whoseDocument(doc.person) : ''}: ${i.details}`;
      return `${SEVERITY_WORD[i.severity]}${i.by === 'ai' ? ' (AI)' : ''}: ${line}`;
    }),
  );
  const missingLines = missing.map(
    (item) => `Error: Missing document: ${item.label}. ${item.hint} Upload it to complete the ${label} package.`,
  );

  const all = documents.flatMap((doc) => doc.issues);
  const errors = all.filter((i) => i.severity === 'error').length + missing.length;
  const warnings = all.filter((i) => i.severity === 'warning').length;
  const aiFindings = all.filter((i) => i.by === 'ai').length;
  const needAttention = documents.filter((doc) => doc.issues.some((i) => i.severity !== 'info')).length;

  const where = input.country ? `${label}, ${input.country}` : label;
  const parts = [`Reviewed ${plural(documents.length, 'file')} for ${where}.`];
  if (errors + warnings === 0) {
    parts.push('No problems found: every required document is here and readable.');
  } else {
    if (needAttention > 0)
      parts.push(
        `${plural(needAttention, 'file')} need${needAttention === 1 ? 's' : ''} attention (${plural(errors, 'error')}, ${plural(warnings, 'warning')} in all).`,
      );
    else parts.push(`${plural(errors, 'error')} and ${plural(warnings, 'warning')} in all.`);
    if (missing.length > 0) parts.push(`Missing: ${missing.map((m) => m.label).join(', ')}.`);
  }
  if (aiFindings > 0) parts.push(`The AI reader added ${plural(aiFindings, 'finding')}, marked AI.`);

  // Advice follows what needs doing: a note (a long file read in part, a newer edition) asks for no rescan.
  const types = new Set(all.filter((i) => i.by !== 'ai' && (i.severity !== 'info' || i.type === 'wrong-document')).map((i) => i.type));
  const recommendations = [
    ...(missing.length > 0
      ? [`Upload the missing document${missing.length === 1 ? '' : 's'}: ${missing.map((m) => m.label).join(', ')}.`]
      : []),
    ...ADVICE.filter(([type]) => types.has(type)).map(([, advice]) => advice),
    ...(aiFindings > 0 ? ['Check the findings marked AI yourself: an automated reader made them and may be wrong.'] : []),
  ];
  if (recommendations.length === 0) recommendations.push('Keep the originals ready: USCIS or the consulate may ask to see them.');

  return {
    title: `Document review: ${label}, ${plural(documents.length, 'file')}`,
    summary: parts.join(' '),
    issues: [...missingLines, ...issues],
    recommendations: [...new Set(recommendations)],
    missing: missing.map((item) => ({ key: item.key, label: item.label })),
  };
}
