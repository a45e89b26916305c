import { describe, expect, it } from 'vitest';
import { question } from '../testing/form-views';
import { questionElementId, questionSections } from './question-sections';

describe('questionSections', () => {
  it("groups by the form's parts in order, naming the person where it changes within a part", () => {
    const questions = [
      question({ id: 'a', group: 'Part 1', personLabel: 'You' }),
      question({ id: 'b', group: 'Part 1', personLabel: 'You' }),
      question({ id: 'c', group: 'Part 2', personLabel: null, person: null }),
      question({ id: 'd', group: 'Part 1', personLabel: 'Your spouse' }),
      question({ id: 'e', group: 'Part 2', personLabel: 'You' }),
    ];
    expect(
      questionSections(questions).map((section) => [section.group, section.items.map((item) => [item.question.id, item.personHeading])]),
    ).toEqual([
      [
        'Part 1',
        [
          ['a', 'You'],
          ['b', null],
          ['d', 'Your spouse'],
        ],
      ],
      [
        'Part 2',
        [
          ['c', null],
          ['e', 'You'],
        ],
      ],
    ]);
  });

  it('names each question block by an id an element can have', () => {
    expect(questionElementId('petitioner.address.0.zip')).toBe('question-petitioner_address_0_zip');
  });
});
