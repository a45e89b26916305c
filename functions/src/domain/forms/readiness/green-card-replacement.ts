// The I-90's own check: a conditional resident replaces a lost, stolen, damaged, never received or wrong card with it,
// but removes the conditions of an expiring card with Form I-751 (or I-829), never with the I-90 (the form's own note
// in Part 2, and uscis.gov/i-90). A warning, beside the status question, that says which form to file instead.
import { msg } from '../../../shared/i18n/message';
import type { Answers } from '../field-map';
import { I_90 } from '../maps/i-90';
import type { Problem } from './problem';

const STATUS = 'i-90.status';

export function greenCardReplacementProblems(answers: Answers): Problem[] {
  if (answers[STATUS] !== 'conditional') return [];
  const field = I_90.fields.find((mapping) => mapping.question === STATUS && mapping.type === 'check' && mapping.when === 'conditional');
  return [
    {
      kind: 'inconsistent',
      severity: 'warning',
      message: msg('forms:readyI90Conditional'),
      refs: [{ form: 'I-90', part: field?.part ?? '2', item: field?.item ?? '1.c', questionId: STATUS }],
    },
  ];
}
