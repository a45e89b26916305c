import { describe, expect, it } from 'vitest';
import { caseMoves, moveLabel } from './case-moves';

describe('case moves', () => {
  it('names the moves the applicant makes', () => {
    expect(moveLabel('Draft', 'Open')).toBe('Submit');
    expect(moveLabel('Archived', 'Open')).toBe('Restore');
    expect(moveLabel('Open', 'Archived')).toBe('Archive');
    expect(moveLabel('Open', 'Approved')).toBeNull();
  });

  it('lists the buttons from the allowed moves, Archive last', () => {
    expect(caseMoves('Draft', ['Archived', 'Open'])).toEqual([
      { to: 'Open', label: 'Submit' },
      { to: 'Archived', label: 'Archive' },
    ]);
    expect(caseMoves('Archived', ['Open'])).toEqual([{ to: 'Open', label: 'Restore' }]);
    expect(caseMoves('Approved', [])).toEqual([]);
  });
});
