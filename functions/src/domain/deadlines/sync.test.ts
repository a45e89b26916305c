import { describe, expect, it } from 'vitest';
import type { ComputedDeadline } from './compute';
import { msg } from '../../shared/i18n/message';
import { planComputedSync, reminderDocId, type StoredReminder } from './sync';

const computed = (overrides: Partial<ComputedDeadline> = {}): ComputedDeadline => ({
  key: 'ead-expiry',
  kind: 'ead-expiry',
  title: 'Work permit (EAD) expires',
  titleKeyed: null,
  dueDate: '2027-06-30',
  timeZone: 'America/New_York',
  caseId: null,
  windowOpens: '2027-01-01',
  ruleId: 'ead.renewal-window',
  source: { type: 'your-dates', text: 'Entered by you', keyed: msg('deadlines:sourceEnteredByYou'), link: null },
  ...overrides,
});

const stored = (overrides: Partial<StoredReminder> = {}): StoredReminder => ({
  id: reminderDocId('u1', 'ead-expiry'),
  ownerUid: 'u1',
  ...computed(),
  leadDays: [60, 7],
  firedLeads: [60],
  nextFireDate: '2027-06-23',
  muted: false,
  notes: '',
  ...overrides,
});

const reviewSource = {
  type: 'document-review',
  text: 'From your document review of p.pdf, Nov 2, 2026',
  keyed: msg('deadlines:sourceDocumentReview', { fileName: 'p.pdf', date: { date: '2026-11-02' } }),
  link: '/x',
} as const;

describe('planComputedSync', () => {
  it('creates a new deadline with the default lead time', () => {
    const plan = planComputedSync('u1', [], [computed()]);
    expect(plan.creates).toEqual([
      {
        id: 'u1_ead-expiry',
        fields: expect.objectContaining({
          ownerUid: 'u1',
          key: 'ead-expiry',
          leadDays: [30],
          firedLeads: [],
          muted: false,
          nextFireDate: '2027-05-31',
          notes: '',
        }),
      },
    ]);
    expect(plan.updates).toEqual([]);
    expect(plan.deletes).toEqual([]);
  });

  it('changes nothing when nothing moved, so the job keeps what it announced', () => {
    expect(planComputedSync('u1', [stored()], [computed()])).toEqual({ creates: [], updates: [], deletes: [] });
  });

  it('keeps lead times and mute but forgets announced ones when the due date moves', () => {
    const plan = planComputedSync('u1', [stored({ muted: false })], [computed({ dueDate: '2027-08-31', windowOpens: '2027-03-04' })]);
    expect(plan.updates).toEqual([
      { id: 'u1_ead-expiry', fields: { windowOpens: '2027-03-04', dueDate: '2027-08-31', firedLeads: [], nextFireDate: '2027-07-02' } },
    ]);
  });

  it('keeps a muted reminder muted (no next fire date) when its date moves', () => {
    const plan = planComputedSync('u1', [stored({ muted: true })], [computed({ dueDate: '2027-08-31' })]);
    expect(plan.updates[0]?.fields).toMatchObject({ dueDate: '2027-08-31', firedLeads: [], nextFireDate: null });
  });

  it('updates the wording without touching the announced lead times', () => {
    const plan = planComputedSync('u1', [stored()], [computed({ source: reviewSource })]);
    expect(plan.updates).toEqual([{ id: 'u1_ead-expiry', fields: { source: reviewSource } }]);
  });

  it('keys a source stored before sources were keyed, though its English is the same', () => {
    const plan = planComputedSync('u1', [stored({ source: { ...computed().source, keyed: null } })], [computed()]);
    expect(plan.updates).toEqual([{ id: 'u1_ead-expiry', fields: { source: computed().source } }]);
  });

  it("deletes computed reminders whose source is gone, never the user's own", () => {
    const custom = stored({ id: 'u1_custom-1', key: 'custom-1', kind: 'custom', ruleId: null });
    const rfe = stored({ id: 'u1_rfe-response-1', key: 'rfe-response-1', kind: 'rfe-response' });
    const appointment = stored({ id: 'u1_appointment-a', key: 'appointment-a', kind: 'appointment' });
    const plan = planComputedSync('u1', [stored(), custom, rfe, appointment], []);
    expect(plan.deletes.sort()).toEqual(['u1_appointment-a', 'u1_ead-expiry']);
  });
});
