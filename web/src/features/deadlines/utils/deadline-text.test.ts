import { describe, expect, it } from 'vitest';
import { daysLeftText, formatDay, leadText, sortedLeads, urgencyOf } from './deadline-text';

describe('deadline text', () => {
  it('formats calendar days without shifting them', () => {
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
  });
  it('says how many days are left, the day before, of and after', () => {
    expect(daysLeftText(1)).toBe('Due tomorrow');
    expect(daysLeftText(0)).toBe('Due today');
    expect(daysLeftText(-1)).toBe('1 day overdue');
    expect(daysLeftText(12)).toBe('12 days left');
    expect(daysLeftText(-3)).toBe('3 days overdue');
  });
  it('colours overdue and soon deadlines', () => {
    expect([urgencyOf(-1), urgencyOf(0), urgencyOf(7), urgencyOf(8)]).toEqual(['overdue', 'today', 'soon', 'later']);
  });
  it('labels and orders lead times', () => {
    expect([leadText(0), leadText(1), leadText(30)]).toEqual(['On the day', '1 day before', '30 days before']);
    expect(sortedLeads([7, 30, 7, 1])).toEqual([30, 7, 1]);
  });
});
