import { describe, expect, it } from 'vitest';
import type { StoredReminder } from './sync';
import { toDeadlineView, upcoming } from './view';

const reminder = (overrides: Partial<StoredReminder> = {}): StoredReminder => ({
  id: 'u1_custom-1',
  ownerUid: 'u1',
  key: 'custom-1',
  kind: 'custom',
  title: 'Send the lease',
  titleKeyed: null,
  dueDate: '2026-12-10',
  timeZone: 'America/New_York',
  caseId: null,
  leadDays: [7],
  firedLeads: [],
  nextFireDate: '2026-12-03',
  muted: false,
  notes: '',
  ruleId: null,
  windowOpens: null,
  source: { type: 'you', text: 'Entered by you', link: null },
  ...overrides,
});

describe('toDeadlineView', () => {
  it("counts days left in the reminder's time zone: the day before, of and after", () => {
    // 2026-12-10T03:00Z is still 9 December in New York.
    expect(toDeadlineView(reminder(), new Date('2026-12-10T03:00:00Z')).daysLeft).toBe(1);
    expect(toDeadlineView(reminder(), new Date('2026-12-10T06:00:00Z')).daysLeft).toBe(0);
    expect(toDeadlineView(reminder(), new Date('2026-12-11T12:00:00Z')).daysLeft).toBe(-1);
  });

  it("shows a computed kind's rule and citations, and none for the user's own", () => {
    const ead = toDeadlineView(
      reminder({ kind: 'ead-expiry', key: 'ead-expiry', ruleId: 'ead.renewal-window' }),
      new Date('2026-12-01T12:00:00Z'),
    );
    expect(ead.computed).toBe(true);
    expect(ead.rule).toContain('180 days');
    expect(ead.citations[0]).toEqual({
      reference: 'Form I-765 instructions',
      label: expect.any(String),
      url: 'https://www.uscis.gov/i-765',
    });
    const own = toDeadlineView(reminder(), new Date('2026-12-01T12:00:00Z'));
    expect(own).toMatchObject({ computed: false, rule: null, citations: [] });
  });

  it('links appointments to their page and case reminders to the case', () => {
    expect(toDeadlineView(reminder({ kind: 'appointment' }), new Date()).link).toBe('/cases/appointments');
    expect(toDeadlineView(reminder({ kind: 'rfe-response', caseId: 'c1' }), new Date()).link).toBe('/cases/view?case=c1');
  });
});

describe('upcoming', () => {
  it('answers the next N not yet past, soonest first, the due day included', () => {
    const now = new Date('2026-12-10T15:00:00Z');
    const views = [
      reminder({ id: 'past', dueDate: '2026-12-09' }),
      reminder({ id: 'later', dueDate: '2027-01-05' }),
      reminder({ id: 'today', dueDate: '2026-12-10' }),
      reminder({ id: 'soon', dueDate: '2026-12-12', kind: 'appointment' }),
      reminder({ id: 'last', dueDate: '2027-03-01' }),
    ].map((r) => toDeadlineView(r, now));
    expect(upcoming(views, 3).map((v) => v.id)).toEqual(['today', 'soon', 'later']);
  });
});
