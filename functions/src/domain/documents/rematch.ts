// A stored review matched again after the user said whose document a file is (or that they do not know): the
// required items are fulfilled anew from what the review stored (the kinds, a passport's nationality, the people),
// the wrong-document notes follow, and the report is rebuilt. Pure.
import type { PersonRole } from '../../shared/forms/profile-facts';
import type { ReviewedDocument, ReviewReport } from '../../shared/documents/review-views';
import type { DocumentCategoryKey } from '../../shared/reference/categories';
import { requiredDocuments, type FamilyFiling } from '../../shared/reference/required-documents';
import { notNeededAsIssue } from './checks';
import { buildReport } from './report';
import { matchRequirements } from './requirements';

const WHOSE: Readonly<Record<PersonRole, string>> = {
  petitioner: "the petitioner's",
  beneficiary: "the beneficiary's",
  jointSponsor: "the joint sponsor's",
  applicant: "the applicant's",
};

export interface RematchInput<Doc extends ReviewedDocument> {
  category: DocumentCategoryKey;
  country: string;
  filing?: FamilyFiling;
  documents: readonly Doc[];
}

export function rematchReview<Doc extends ReviewedDocument>(
  input: RematchInput<Doc>,
  documentId: string,
  person: PersonRole | null,
): { documents: Doc[]; report: Omit<ReviewReport, 'reportId'> } {
  const required = requiredDocuments(input.category, input.country, input.filing);
  const documents = input.documents.map((doc) => (doc.documentId === documentId ? { ...doc, person } : doc));
  const blank = (doc: Doc) => doc.issues.some((issue) => issue.type === 'blank-form');
  const { satisfies, missing } = matchRequirements(
    documents.map((doc) => ({
      kind: blank(doc) ? 'unknown' : doc.kind,
      ...(doc.kind === 'passport' && doc.identity.nationality ? { nationality: doc.identity.nationality } : {}),
      person: doc.person,
    })),
    required,
  );
  const rematched = documents.map((doc, index) => {
    const fits = satisfies[index] !== null;
    const wrong = doc.kind !== 'unknown' && !fits && !blank(doc);
    const others = doc.issues.filter((issue) => issue.type !== 'wrong-document' || issue.by === 'ai');
    const note = doc.issues.find((issue) => issue.type === 'wrong-document' && issue.by !== 'ai');
    const whose = doc.person ? WHOSE[doc.person] : 'this';
    const issues = wrong
      ? [...others, note && doc.documentId !== documentId ? note : notNeededAsIssue(doc.name, whose, input.category, required)]
      : others;
    return { ...doc, satisfies: satisfies[index] ?? null, wrongDocument: wrong, issues };
  });
  return { documents: rematched, report: buildReport({ category: input.category, country: input.country, documents: rematched, missing }) };
}
