// Check-box groups as the maps write them: a yes/no question is two boxes, a choice is one box per option. Each box
// names its own "on" value, read from the kept PDF (a "No" box may well be on=Y).
import type { CheckMapping } from '../field-map';

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
