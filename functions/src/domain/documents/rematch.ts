// A stored review matched again once whose documents its files are has changed: the user said whose a file is (or that
// they do not know), or the review was added to a case whose people its files name. The required items are fulfilled
// anew from what the review stored (the kinds, a passport's nationality, the people), the wrong-document notes and the
// person each issue names follow, and the report is rebuilt. Pure.
import type { PersonRole } from '../../shared/forms/profile-facts';
import type { ReviewedDocument, ReviewReport } from '../../shared/documents/review-views';
import type { DocumentCategoryKey } from '../../shared/reference/categories';
import { requiredDocuments, type FamilyFiling } from '../../shared/reference/required-documents';
import { notNeededIssue } from './checks';
import { issuesNamingPerson } from './person-words';
import { buildReport } from './report';
import { matchedFile, matchRequirements } from './requirements';

export interface RematchInput<Doc extends ReviewedDocument> {
  category: DocumentCategoryKey;
  country: string;
  filing?: FamilyFiling;
  documents: readonly Doc[];
}

/** Whose document each file now is, by documentId; files not named keep their person. */
export type PersonChanges = Readonly<Record<string, PersonRole | null>>;

const isBlank = (doc: ReviewedDocument) => doc.issues.some((issue) => issue.type === 'blank-form');

export function rematchReview<Doc extends ReviewedDocument>(
  input: RematchInput<Doc>,
  changes: PersonChanges,
): { documents: Doc[]; report: Omit<ReviewReport, 'reportId'> } {
  const required = requiredDocuments(input.category, input.country, input.filing);
  const changed = (doc: Doc) => Object.hasOwn(changes, doc.documentId) && changes[doc.documentId] !== doc.person;
  const documents = input.documents.map((doc) =>
    changed(doc)
      ? {
          ...doc,
          person: changes[doc.documentId] ?? null,
          issues: issuesNamingPerson(doc.issues, doc.name, changes[doc.documentId] ?? null, doc.person),
        }
      : doc,
  );
  const { satisfies, missing } = matchRequirements(
    documents.map((doc) => matchedFile(doc, isBlank(doc))),
    required,
  );
  const rematched = documents.map((doc, index) => {
    const wrong = doc.kind !== 'unknown' && satisfies[index] === null && !isBlank(doc);
    const others = doc.issues.filter((issue) => issue.type !== 'wrong-document' || issue.by === 'ai');
    const note = doc.issues.find((issue) => issue.type === 'wrong-document' && issue.by !== 'ai');
    // A file that now fits nothing keeps the note it had, or gets one naming its person.
    const fresh = () => issuesNamingPerson([notNeededIssue(doc.name, input.category, required)], doc.name, doc.person);
    const issues = wrong ? [...others, ...(note ? [note] : fresh())] : others;
    return { ...doc, satisfies: satisfies[index] ?? null, wrongDocument: wrong, issues };
  });
  return { documents: rematched, report: buildReport({ category: input.category, country: input.country, documents: rematched, missing }) };
}
