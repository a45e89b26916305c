// How the maps write their mappings: one builder per kind of field, and check-box groups (a yes/no question is two
// boxes, a choice is one box per option). Each box names its own "on" value, read from the kept PDF (a "No" box may
// well be on=Y).
import type { Answer, CheckMapping, ChoiceMapping, FormQuestion, TextMapping } from '../field-map';

export const text = (question: string, field: string, part: string, item: string, format?: TextMapping['format']): TextMapping =>
  format ? { type: 'text', question, format, field, part, item } : { type: 'text', question, field, part, item };

export const choice = (question: string, field: string, part: string, item: string): ChoiceMapping => ({
  type: 'choice',
  question,
  field,
  part,
  item,
});

export const check = (question: string, when: Answer, on: string, field: string, part: string, item: string): CheckMapping => ({
  type: 'check',
  question,
  when,
  on,
  field,
  part,
  item,
});

/** A check box and its "on" value. */
export interface Box {
  field: string;
  on: string;
}

/** The two boxes of a yes/no question. */
export const yesNo = (question: string, part: string, item: string, yes: Box, no: Box): CheckMapping[] => [
  { type: 'check', question, when: true, part, item, ...yes },
  { type: 'check', question, when: false, part, item, ...no },
];

/** One box per option of a choice, keyed by the option. */
export const oneOf = (question: string, part: string, item: string, boxes: Readonly<Record<string, Box>>): CheckMapping[] =>
  Object.entries(boxes).map(([when, box]) => ({ type: 'check', question, when, part, item, ...box }));

/** The two boxes of a yes/no question drawn with the usual "on" values, Y and N. */
export const yesNoYN = (question: string, part: string, item: string, yes: string, no: string): CheckMapping[] =>
  yesNo(question, part, item, { field: yes, on: 'Y' }, { field: no, on: 'N' });

/** A question only this form asks: a text unless typed otherwise, with its options or largest number. */
export const own = (id: string, type: FormQuestion['type'] = 'text', extra: Partial<FormQuestion> = {}): FormQuestion => ({
  id,
  type,
  ...extra,
});

/** Where an address's apartment, suite and floor boxes are: each box's index in the PDF, whose order varies by form. */
export type UnitBoxIndexes = Readonly<Record<'apt' | 'ste' | 'flr', number>>;
export const UNITS_IN_ORDER: UnitBoxIndexes = { apt: 0, ste: 1, flr: 2 };

/** The three unit boxes of an address (`<box>[i]`), checked for the answer to `<prefix>.unitType`. */
export const unitBoxes = (
  prefix: string,
  box: string,
  part: string,
  item: string,
  indexes: UnitBoxIndexes = UNITS_IN_ORDER,
): CheckMapping[] =>
  oneOf(
    `${prefix}.unitType`,
    part,
    item,
    Object.fromEntries(Object.entries(indexes).map(([unit, index]) => [unit, { field: `${box}[${index}]`, on: unit.toUpperCase() }])),
  );
