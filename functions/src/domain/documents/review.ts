// Document review's analysis: every file read, classified, matched to the category's required documents and checked;
// then the report. Deterministic and explainable: the same files, profile and day give the same findings. The AI's
// findings, when there are any, are added (labelled `by: 'ai'`) and never replace a deterministic one. Pure.
import { kindLabel } from '../../shared/documents/document-kinds';
import type { DocumentIssue, ReviewedDocument } from '../../shared/documents/review-views';
import { requiredDocuments } from '../../shared/reference/required-documents';
import type { AnalysisInput, AnalysisOutput } from './analysis-types';
import {
  duplicateIssues,
  editionIssue,
  formFillIssues,
  identityIssues,
  readabilityIssues,
  validityIssues,
  wrongDocumentIssue,
} from './checks';
import { readNotice } from './notice';
import { personOf } from './people-match';
import { issuesNamingPerson } from './person-words';
import { readFile } from './reading';
import { buildReport } from './report';
import { matchedFile, matchRequirements } from './requirements';

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

export function analyzeDocuments(input: AnalysisInput): AnalysisOutput {
  const required = requiredDocuments(input.category, input.country, input.filing);
  const readings = input.files.map((file) => readFile(file, input.today, input.ai?.[file.documentId]));
  const people = readings.map((r) => personOf(input.people ?? [], r.people, r.fill));
  // A blank form fulfils nothing: the item stays missing until the filled form comes.
  const { satisfies, missing } = matchRequirements(
    readings.map((r, index) =>
      matchedFile({ kind: r.kind, identity: r.people.identity, person: people[index] ?? null }, r.fill?.state === 'blank'),
    ),
    required,
  );
  const duplicates = duplicateIssues(readings);
  const identity = identityIssues(readings, input.category, input.applicant);

  const documents: ReviewedDocument[] = readings.map((r, index) => {
    const blank = r.fill?.state === 'blank';
    const fits = satisfies[index] !== null;
    const wrong = blank ? null : wrongDocumentIssue(r, input.category, required, fits);
    const deterministic: DocumentIssue[] = [
      ...readabilityIssues(r),
      ...formFillIssues(r),
      ...(wrong ? [wrong] : []),
      ...validityIssues(r, input.today),
      ...[editionIssue(r)].filter((i): i is DocumentIssue => i !== null),
      ...(duplicates[index] ? [duplicates[index]] : []),
      ...(identity[index] ?? []),
    ].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
    const fromAi: DocumentIssue[] = (input.ai?.[r.file.documentId]?.findings ?? []).map((finding) => ({ ...finding, by: 'ai' as const }));
    const person = people[index] ?? null;
    return {
      documentId: r.file.documentId,
      name: r.file.name,
      kind: r.kind,
      kindLabel: kindLabel(r.kind),
      // Only a recognised document can be the wrong one; an unrecognised one gets a warning instead.
      wrongDocument: r.kind !== 'unknown' && !fits && !blank,
      satisfies: satisfies[index] ?? null,
      identity: r.people.identity,
      // Each issue names the file and, when the case's people tell, whose document it is.
      issues: issuesNamingPerson([...deterministic, ...fromAi], r.file.name, person),
      extraction: { method: r.method, characters: r.text.trim().length },
      notice: readNotice(r.text, r.kind),
      person,
    };
  });

  return { documents, report: buildReport({ category: input.category, country: input.country, documents, missing }) };
}
