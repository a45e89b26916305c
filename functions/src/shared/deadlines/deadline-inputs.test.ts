import { describe, expect, it } from 'vitest';
import { normaliseLeadDays } from '../../domain/deadlines/reminder';
import { deadlineFactsBodySchema, deadlineFactsSchema, newReminderSchema, reminderChangesSchema } from './deadline-inputs';

describe('lead times', () => {
  it('accepts several distinct whole days and refuses the rest with field messages', () => {
    expect(reminderChangesSchema.parse({ leadDays: [1, 30, 7] })).toEqual({ leadDays: [1, 30, 7] });
    for (const leadDays of [[], [-1], [1.5], [366], [7, 7], [1, 2, 3, 4, 5, 6], ['7']]) {
      const result = reminderChangesSchema.safeParse({ leadDays });
      expect(result.success, JSON.stringify(leadDays)).toBe(false);
    }
  });

  it('are stored longest first, distinct, with the default for none (normaliseLeadDays)', () => {
    expect(normaliseLeadDays([7, 30, 1])).toEqual([30, 7, 1]);
    expect(normaliseLeadDays([])).toEqual([30]);
    expect(normaliseLeadDays([0, 0, 365])).toEqual([365, 0]);
  });
});

describe('new reminders', () => {
  it('need a case for an RFE response', () => {
    const result = newReminderSchema.safeParse({ kind: 'rfe-response', title: 'RFE', dueDate: '2027-01-10' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['caseId']);
    expect(newReminderSchema.parse({ kind: 'custom', title: 'Lease', dueDate: '2027-01-10' })).toEqual({
      kind: 'custom',
      title: 'Lease',
      dueDate: '2027-01-10',
      caseId: null,
      notes: '',
    });
  });

  it('refuse impossible dates and unknown fields', () => {
    expect(newReminderSchema.safeParse({ kind: 'custom', title: 'x', dueDate: '2027-02-30' }).success).toBe(false);
    expect(newReminderSchema.safeParse({ kind: 'custom', title: 'x', dueDate: '2027-02-03', ownerUid: 'u2' }).success).toBe(false);
  });
});

describe('facts', () => {
  it('read blanks as null and refuse D/S with a date', () => {
    expect(deadlineFactsSchema.parse({ eadExpiry: '', timeZone: 'Europe/Paris' })).toMatchObject({
      eadExpiry: null,
      timeZone: 'Europe/Paris',
      i94DurationOfStatus: false,
    });
    expect(deadlineFactsSchema.safeParse({ i94DurationOfStatus: true, i94AdmitUntil: '2027-01-01' }).success).toBe(false);
    expect(deadlineFactsSchema.safeParse({ timeZone: 'Mars/Olympus' }).success).toBe(false);
  });
  it('refuse an empty body, which would clear every date', () => {
    expect(deadlineFactsBodySchema.safeParse({}).success).toBe(false);
    expect(deadlineFactsBodySchema.safeParse([]).success).toBe(false);
    expect(deadlineFactsBodySchema.parse({ eadExpiry: null })).toMatchObject({ eadExpiry: null, timeZone: null });
  });
});
