// Element ids inside an expanded case: the cards' anchors and their entries, which highlights link to.
export const cardIds = (caseId: string) => ({
  review: `case-${caseId}-review`,
  eligibility: `case-${caseId}-eligibility`,
  form: `case-${caseId}-form`,
  attachments: `case-${caseId}-attachments`,
  application: `case-${caseId}-application`,
  aiHighlights: `case-${caseId}-ai-highlights`,
  expertHighlights: `case-${caseId}-expert-highlights`,
  document: (documentId: string) => `case-${caseId}-document-${documentId}`,
  report: (reviewId: string) => `case-${caseId}-report-${reviewId}`,
});
