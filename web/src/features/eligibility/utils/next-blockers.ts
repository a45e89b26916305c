// What keeps a step's Next from going on, in screen order, so the wizard can say why instead of only greying it out.
// The paths are those of the field errors (form-state.ts), so each reason lands next to its field.
import type { FieldDescriptor } from '@shared/eligibility/describe-category-fields';
import { unansweredStatedFacts, type StatedFact } from '@shared/eligibility/stated-facts';
import { hasCategoryDetails, isDetailsComplete, toProfilePayload } from './build-payload';
import { REQUIRED_INFO, type FormValues, type RequiredInfoKey } from './form-state';

export type Blocker =
  | { path: RequiredInfoKey | 'details'; reason: 'missing' }
  | { path: 'dob'; reason: 'future' }
  | { path: 'category'; reason: 'missing' }
  | { path: 'case'; reason: 'missing' }
  | { path: 'categoryDetails'; reason: 'unanswered' }
  | { path: 'details'; reason: 'stated'; fact: StatedFact };

/**
 * The reasons Next cannot go on from `step` (0-based); none on the Analyze and Results steps, which have no Next.
 * `caseChoice` is the case the check goes to (chosen or by default), null while none is.
 */
export function nextBlockers(
  step: number,
  form: FormValues,
  fields: readonly FieldDescriptor[],
  today: string,
  caseChoice: string | null,
): Blocker[] {
  switch (step) {
    case 0:
      return REQUIRED_INFO.flatMap((key): Blocker[] => {
        if (form.info[key].trim() === '') return [{ path: key, reason: 'missing' }];
        return key === 'dob' && form.info.dob > today ? [{ path: 'dob', reason: 'future' }] : [];
      });
    case 1:
      return form.category === null ? [{ path: 'category', reason: 'missing' }] : [];
    case 2:
      return hasCategoryDetails(fields, form.categoryDetails) ? [] : [{ path: 'categoryDetails', reason: 'unanswered' }];
    case 3:
      return [
        ...(isDetailsComplete(form.details) ? [] : [{ path: 'details', reason: 'missing' } as const]),
        // A fact the details mention is asked in its own field before the result: never inferred from the words.
        ...unansweredStatedFacts({ ...toProfilePayload(form.info), details: form.details }).map(
          (fact) => ({ path: 'details', reason: 'stated', fact }) as const,
        ),
        ...(caseChoice === null ? [{ path: 'case', reason: 'missing' } as const] : []),
      ];
    default:
      return [];
  }
}
