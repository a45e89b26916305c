// Each review category's list against the goal it checks (shared/reference/required-documents.ts REVIEW_GOAL): every
// form of the goal's filing and every piece of its evidence that review can tell apart fits an item of the list, for
// the person it belongs to, so a document the goal's package holds is never reported as a wrong document.
import { describe, expect, it } from 'vitest';
import { isDocumentKind, type DocumentKind } from '../../shared/documents/document-kinds';
import { DOCUMENT_CATEGORY_KEYS } from '../../shared/reference/categories';
import { REVIEW_GOAL, requiredDocuments, type RequiredDocument } from '../../shared/reference/required-documents';
import { MARRIAGE_PACKAGE_EVIDENCE } from '../forms/facts/evidence';
import { findGoal } from '../forms/facts/goals';
import { printedForm } from '../forms/form-maps';
import { formPerson } from '../forms/form-maps';
import { RECOGNIZED_FORMS } from './facts/recognized-forms';
import type { PersonRole } from '../../shared/forms/profile-facts';

const fits = (list: readonly RequiredDocument[], kind: DocumentKind, person: PersonRole | undefined) =>
  list.some((item) => item.accepts.includes(kind) && (item.person === undefined || person === undefined || item.person === person));

const mapped = DOCUMENT_CATEGORY_KEYS.flatMap((category) => {
  const goal = findGoal(REVIEW_GOAL[category]);
  return goal ? [{ category, goal }] : [];
});

describe('the review categories map onto goals', () => {
  it('maps family onto the marriage package and K visas onto the fiancé(e) petition', () => {
    expect(mapped.map(({ category, goal }) => [category, goal.id])).toEqual([
      ['family', 'marriage-adjustment'],
      ['kvisa', 'fiance-petition'],
    ]);
  });

  it.each(mapped)('fits every form of the $goal.id filing in the $category list, for its person', ({ category, goal }) => {
    const list = requiredDocuments(category, '', category === 'family' ? 'adjustment' : undefined);
    const unfit = goal.forms.filter(({ form }) => {
      const kind = RECOGNIZED_FORMS.find((entry) => entry.form === printedForm(form))?.kind;
      return !kind || !fits(list, kind, formPerson(form));
    });
    expect(unfit.map(({ form }) => form)).toEqual([]);
  });

  it.each(mapped)('fits every piece of the $goal.id evidence that review can tell apart', ({ category, goal }) => {
    const list = requiredDocuments(category, '', category === 'family' ? 'adjustment' : undefined);
    const forms = new Set(goal.forms.map(({ form }) => form));
    const evidence = MARRIAGE_PACKAGE_EVIDENCE.filter((item) => item.forms.some((form) => forms.has(form)));
    expect(evidence.length).toBeGreaterThan(3);
    const unfit = evidence.filter((item) => {
      const kinds = item.accepts.filter((tag): tag is DocumentKind => isDocumentKind(tag));
      return kinds.length > 0 && !kinds.some((kind) => fits(list, kind, item.person));
    });
    expect(unfit.map((item) => item.key)).toEqual([]);
  });
});
