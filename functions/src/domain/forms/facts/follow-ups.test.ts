// The follow-up conditions against the field maps: every follow-up and every answer it waits on is a question the
// maps ask, and the awaited answer is one that question can have.
import { describe, expect, it } from 'vitest';
import { profileFact, type Fact } from '../../../shared/forms/profile-facts';
import { isFormQuestionId, type Answer } from '../field-map';
import { FORM_MAPS } from '../form-maps';
import { FOLLOW_UPS, type Condition } from './follow-ups';

const MAPPED = new Set(FORM_MAPS.flatMap((map) => [...map.fields.map((field) => field.question), ...map.questions.map((q) => q.id)]));
const factOf = (id: string): Fact | undefined => FORM_MAPS.flatMap((map) => map.questions).find((q) => q.id === id) ?? profileFact(id);

/** Whether `value` is an answer the question can have. */
function canAnswer(id: string, value: Answer): boolean {
  const fact = factOf(id);
  if (!fact) return false;
  if (fact.type === 'yes-no') return typeof value === 'boolean';
  if (fact.type === 'choice') return fact.options?.includes(String(value)) === true && typeof value === 'string';
  return false;
}

const awaited = (condition: Condition): readonly Answer[] =>
  'equals' in condition ? [condition.equals] : 'oneOf' in condition ? condition.oneOf : [];

describe('the follow-up questions', () => {
  const entries = Object.entries(FOLLOW_UPS);

  it('are questions of the maps, the forms own ones, waiting on questions of the maps', () => {
    expect(entries.filter(([id, condition]) => !isFormQuestionId(id) || !MAPPED.has(id) || !MAPPED.has(condition.question))).toEqual([]);
  });

  it('wait on an answer the question can have: a yes/no, an option, a count, or any answer to a question asked', () => {
    const wrong = entries.filter(([, condition]) =>
      'answered' in condition
        ? factOf(condition.question) === undefined
        : 'atLeast' in condition
          ? factOf(condition.question)?.type !== 'number' || condition.atLeast < 1
          : awaited(condition).length === 0 || !awaited(condition).every((value) => canAnswer(condition.question, value)),
    );
    expect(wrong).toEqual([]);
  });

  it('never wait on themselves, nor on a loop of follow-ups', () => {
    for (const [id] of entries) {
      const seen = new Set<string>([id]);
      for (let at = FOLLOW_UPS[id]; at; at = FOLLOW_UPS[at.question]) {
        expect(seen.has(at.question), `${id} waits on itself through ${at.question}`).toBe(false);
        seen.add(at.question);
      }
    }
  });

  it('open the printed follow-ups: other birth dates, the organizations, the public charge tables, the trip', () => {
    expect(FOLLOW_UPS['i-485.pt1.q3.otherBirthDate.1']).toEqual({ question: 'i-485.pt1.q3', equals: true });
    expect(FOLLOW_UPS['i-485.pt9.q9.to']).toEqual({ question: 'i-485.pt9.q1', equals: true });
    // Item 2's follow-ups stop at item 9: item 20 follows item 19, not item 1.
    expect(FOLLOW_UPS['i-485.pt9.q20']).toEqual({ question: 'i-485.pt9.q19', equals: true });
    expect(FOLLOW_UPS['i-485.pt9.q65.3.exempt']).toEqual({ question: 'i-485.pt9.q63', equals: true });
    expect(FOLLOW_UPS['i-485.pt9.q58']).toEqual({ question: 'i-485.pt9.q56', equals: 'not-exempt' });
    expect(FOLLOW_UPS['i-864.taxReturn.2.income']).toEqual({ question: 'i-864.filedTaxReturns', equals: true });
    expect(FOLLOW_UPS['i-131.tripDays']).toEqual({ question: 'i-131.applicationType', equals: 'advance-parole-i485' });
    // Always asked.
    expect(FOLLOW_UPS['i-485.pt9.q1']).toBeUndefined();
    expect(FOLLOW_UPS['i-485.pt9.q56']).toBeUndefined();
  });

  it('cover every row of the tables the maps declare', () => {
    const rows = [...MAPPED].filter((id) => /^i-485\.pt9\.q6[56]\.|^i-864\.taxReturn\.|^i-485\.pt9\.q62\./.test(id));
    expect(rows.filter((id) => !FOLLOW_UPS[id])).toEqual([]);
  });
});
