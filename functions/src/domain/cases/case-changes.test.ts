import { describe, expect, it } from 'vitest';
import type { CasePatch } from '../../shared/cases/case-inputs';
import { DomainError } from '../errors';
import { applyPatch, applyStatusUpdate, recordedUpdate, type StatusUpdate } from './case-changes';
import type { CaseRecord } from './case-record';
import { caseRecord } from './testing/case-fixture';

const NOW = new Date('2026-03-10T15:30:00.000Z');
const NOW_ISO = '2026-03-10T15:30:00.000Z';

const record = (overrides: Partial<CaseRecord> = {}): CaseRecord => caseRecord(overrides);

const tracked = (overrides: Partial<CaseRecord> = {}) =>
  record({ status: 'Open', tracked: true, formType: 'I-130', receiptNumber: 'EAC2190123456', submissionDate: '2026-01-20', ...overrides });

/** The DomainError a call throws (fails the test when it throws nothing or something else). */
function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a DomainError');
}

describe('applyPatch: fields', () => {
  it('writes changed fields with their stored names and adds one "Updated" entry', () => {
    const result = applyPatch(record(), { caseName: 'Spouse petition 2026', applicant: 'María López' }, NOW);
    expect(result.changes).toEqual({ caseName: 'Spouse petition 2026', applicantName: 'María López' });
    expect(result.entries).toEqual([{ date: NOW_ISO, event: 'Updated: Case name, Applicant', keyed: expect.anything(), by: 'applicant' }]);
  });

  it('names every edited field in one entry', () => {
    const patch: CasePatch = {
      category: 'Employment-Based',
      formType: 'I-140',
      receiptNumber: 'LIN2190123456',
      submissionDate: '2026-02-01',
      priorityDate: '2026-01-15',
      fee: 715,
      consulate: 'Bogotá',
      interviewDate: '2026-05-01',
      officerName: 'J. Rivera',
      officerEmail: 'j.rivera@uscis.example',
    };
    const result = applyPatch(record(), patch, NOW);
    expect(result.changes).toEqual({
      category: 'Employment-Based',
      formType: 'I-140',
      receiptNumber: 'LIN2190123456',
      submissionDate: '2026-02-01',
      priorityDate: '2026-01-15',
      feeCents: 71500,
      consulate: 'Bogotá',
      interviewDate: '2026-05-01',
      officerName: 'J. Rivera',
      officerEmail: 'j.rivera@uscis.example',
    });
    expect(result.entries).toEqual([
      {
        date: NOW_ISO,
        event:
          'Updated: Category, Form type, Receipt number, Submission date, Priority date, Fee paid, Consulate, Interview date, Officer name, Officer email',
        keyed: expect.anything(),
        by: 'applicant',
      },
    ]);
  });

  it.each([
    [535, 53500],
    [12.34, 1234],
    [0.29, 29],
    [19.99, 1999],
    [1234.56, 123456],
    [0, 0],
  ])('stores a fee of $%d as %d cents', (fee, cents) => {
    expect(applyPatch(record(), { fee }, NOW).changes).toEqual({ feeCents: cents });
  });

  it('clears the fee with null, and writes nothing when it was already empty', () => {
    expect(applyPatch(record({ feeCents: 53500 }), { fee: null }, NOW)).toEqual({
      changes: { feeCents: null },
      entries: [{ date: NOW_ISO, event: 'Updated: Fee paid', keyed: expect.anything(), by: 'applicant' }],
    });
    expect(applyPatch(record(), { fee: null }, NOW)).toEqual({ changes: {}, entries: [] });
  });

  it('does not write fields that keep their value', () => {
    const current = record({ feeCents: 53500, consulate: 'Bogotá', officerEmail: 'a@b.example' });
    const result = applyPatch(
      current,
      { caseName: 'Spouse petition', applicant: 'Maria Lopez', fee: 535, consulate: 'Bogotá', officerEmail: 'a@b.example' },
      NOW,
    );
    expect(result).toEqual({ changes: {}, entries: [] });
  });

  it('writes only the changed fields of a mixed patch', () => {
    const result = applyPatch(record({ consulate: 'Bogotá' }), { caseName: 'Spouse petition', consulate: 'Lima' }, NOW);
    expect(result.changes).toEqual({ consulate: 'Lima' });
    expect(result.entries).toEqual([{ date: NOW_ISO, event: 'Updated: Consulate', keyed: expect.anything(), by: 'applicant' }]);
  });

  it('clears a field with null', () => {
    const result = applyPatch(record({ officerName: 'J. Rivera' }), { officerName: null }, NOW);
    expect(result.changes).toEqual({ officerName: null });
    expect(result.entries.map((e) => e.event)).toEqual(['Updated: Officer name']);
  });
});

describe('applyPatch: status moves', () => {
  it('submits a Draft, setting the submission date to today when it has none', () => {
    const result = applyPatch(record(), { status: 'Open' }, NOW);
    expect(result.changes).toEqual({ status: 'Open', submissionDate: '2026-03-10' });
    expect(result.entries).toEqual([{ date: NOW_ISO, event: 'Case submitted', keyed: expect.anything(), by: 'applicant' }]);
  });

  it('uses the UTC day of "now" as the submission date', () => {
    const lateEvening = new Date('2026-03-10T23:59:59.999Z');
    expect(applyPatch(record(), { status: 'Open' }, lateEvening).changes.submissionDate).toBe('2026-03-10');
  });

  it('keeps a submission date the Draft already has', () => {
    const result = applyPatch(record({ submissionDate: '2026-02-14' }), { status: 'Open' }, NOW);
    expect(result.changes).toEqual({ status: 'Open' });
    expect(result.entries).toEqual([{ date: NOW_ISO, event: 'Case submitted', keyed: expect.anything(), by: 'applicant' }]);
  });

  it('takes the submission date given with the submit, with a field entry then the move', () => {
    const result = applyPatch(record(), { submissionDate: '2026-03-01', status: 'Open' }, NOW);
    expect(result.changes).toEqual({ submissionDate: '2026-03-01', status: 'Open' });
    expect(result.entries).toEqual([
      { date: NOW_ISO, event: 'Updated: Submission date', keyed: expect.anything(), by: 'applicant' },
      { date: NOW_ISO, event: 'Case submitted', keyed: expect.anything(), by: 'applicant' },
    ]);
  });

  it('archives a Draft or an Open case and restores an archived one', () => {
    expect(applyPatch(record(), { status: 'Archived' }, NOW)).toEqual({
      changes: { status: 'Archived' },
      entries: [{ date: NOW_ISO, event: 'Case archived', keyed: expect.anything(), by: 'applicant' }],
    });
    expect(applyPatch(record({ status: 'Open', submissionDate: '2026-01-20' }), { status: 'Archived' }, NOW)).toEqual({
      changes: { status: 'Archived' },
      entries: [{ date: NOW_ISO, event: 'Case archived', keyed: expect.anything(), by: 'applicant' }],
    });
    expect(applyPatch(record({ status: 'Archived' }), { status: 'Open' }, NOW)).toEqual({
      changes: { status: 'Open' },
      entries: [{ date: NOW_ISO, event: 'Case restored from the archive', keyed: expect.anything(), by: 'applicant' }],
    });
  });

  it('does not set a submission date when restoring or archiving', () => {
    expect(applyPatch(record({ status: 'Archived' }), { status: 'Open' }, NOW).changes).not.toHaveProperty('submissionDate');
    expect(applyPatch(record(), { status: 'Archived' }, NOW).changes).not.toHaveProperty('submissionDate');
  });

  it.each(['Draft', 'Open', 'Pending', 'Approved', 'Denied', 'Archived'] as const)(
    'asking for the status a %s case has changes nothing',
    (status) => {
      expect(applyPatch(record({ status }), { status }, NOW)).toEqual({ changes: {}, entries: [] });
    },
  );

  it('still writes field changes when the status asked for is the current one', () => {
    const result = applyPatch(record({ status: 'Pending' }), { status: 'Pending', consulate: 'Lima' }, NOW);
    expect(result).toEqual({
      changes: { consulate: 'Lima' },
      entries: [{ date: NOW_ISO, event: 'Updated: Consulate', keyed: expect.anything(), by: 'applicant' }],
    });
  });

  it.each([
    ['Draft', 'Approved'],
    ['Open', 'Pending'],
    ['Open', 'Draft'],
    ['Pending', 'Archived'],
    ['Approved', 'Open'],
    ['Denied', 'Archived'],
    ['Archived', 'Draft'],
  ] as const)('refuses %s -> %s with a conflict', (from, to) => {
    const error = thrown(() => applyPatch(record({ status: from }), { status: to }, NOW));
    expect(error.code).toBe('conflict');
    expect(error.message).toContain(to);
  });

  it('refuses the whole patch when the move is forbidden, even with field edits', () => {
    const error = thrown(() => applyPatch(record({ status: 'Open' }), { caseName: 'New name', status: 'Approved' }, NOW));
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('A case becomes Approved through a status update from USCIS or an expert, not by hand.');
  });
});

describe('applyStatusUpdate', () => {
  const approved: StatusUpdate = { status: 'Approved', notice: 'Case Was Approved', by: 'uscis' };

  it('needs a tracked application', () => {
    const error = thrown(() => applyStatusUpdate(record({ status: 'Open', tracked: false }), approved, NOW));
    expect(error.code).toBe('conflict');
    expect(error.message).toBe("Add the application's receipt number before recording status updates.");
  });

  it('refuses a Draft or an archived case', () => {
    const draft = thrown(() => applyStatusUpdate(tracked({ status: 'Draft' }), approved, NOW));
    expect(draft.code).toBe('conflict');
    expect(draft.message).toContain('Submit the case');
    const archived = thrown(() => applyStatusUpdate(tracked({ status: 'Archived' }), approved, NOW));
    expect(archived.code).toBe('conflict');
    expect(archived.message).toBe('Restore the archived case before recording a status update.');
  });

  it('sets the status, the notice and the time of the check, and dates the entry now when no date is given', () => {
    const result = applyStatusUpdate(tracked(), approved, NOW);
    expect(result).toEqual({
      changes: { status: 'Approved', latestNotice: 'Case Was Approved', statusCheckedAt: NOW_ISO },
      entries: [{ date: NOW_ISO, event: 'Case Was Approved (status: Approved)', keyed: expect.anything(), by: 'uscis' }],
    });
  });

  it('dates a YYYY-MM-DD notice at noon UTC of that day', () => {
    const result = applyStatusUpdate(tracked(), { ...approved, date: '2026-03-02' }, NOW);
    expect(result.entries[0]?.date).toBe('2026-03-02T12:00:00.000Z');
    expect(result.changes.statusCheckedAt).toBe(NOW_ISO);
  });

  it("dates a notice of today's day now, so it follows today's other entries", () => {
    expect(applyStatusUpdate(tracked(), { ...approved, date: '2026-03-10' }, NOW).entries[0]?.date).toBe(NOW_ISO);
  });

  it('keeps a full ISO date-time as given', () => {
    const result = applyStatusUpdate(tracked(), { ...approved, date: '2026-03-02T08:15:00.000Z' }, NOW);
    expect(result.entries[0]?.date).toBe('2026-03-02T08:15:00.000Z');
  });

  it('dates an empty date string now', () => {
    expect(applyStatusUpdate(tracked(), { ...approved, date: '' }, NOW).entries[0]?.date).toBe(NOW_ISO);
  });

  it('leaves "(status: X)" out when the status does not change', () => {
    const result = applyStatusUpdate(
      tracked({ status: 'Pending' }),
      { status: 'Pending', notice: 'Interview Was Scheduled', by: 'applicant' },
      NOW,
    );
    expect(result).toEqual({
      changes: { status: 'Pending', latestNotice: 'Interview Was Scheduled', statusCheckedAt: NOW_ISO },
      entries: [{ date: NOW_ISO, event: 'Interview Was Scheduled', keyed: expect.anything(), by: 'applicant' }],
    });
  });

  it.each([
    ['Open', 'Pending'],
    ['Pending', 'Approved'],
    ['Approved', 'Denied'],
    ['Denied', 'Pending'],
  ] as const)('moves a tracked %s case to %s', (from, to) => {
    const result = applyStatusUpdate(tracked({ status: from }), { status: to, notice: 'Notice', by: 'expert' }, NOW);
    expect(result.changes.status).toBe(to);
    expect(result.entries).toEqual([{ date: NOW_ISO, event: `Notice (status: ${to})`, keyed: expect.anything(), by: 'expert' }]);
  });
});

describe('recordedUpdate', () => {
  it('marks a notice the applicant recorded as theirs', () => {
    expect(recordedUpdate({ status: 'Denied', notice: 'Decision Was Mailed', date: '2026-03-01' })).toEqual({
      status: 'Denied',
      notice: 'Decision Was Mailed',
      date: '2026-03-01',
      by: 'applicant',
    });
    expect(recordedUpdate({ status: 'Pending', notice: 'Case Was Received' })).toEqual({
      status: 'Pending',
      notice: 'Case Was Received',
      by: 'applicant',
    });
  });
});
