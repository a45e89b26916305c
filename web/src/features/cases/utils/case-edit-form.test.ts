import { describe, expect, it } from 'vitest';
import { caseEditPatch, caseEditValues, changedFields, parseFee, serverFieldErrors, type CaseEditValues } from './case-edit-form';
import { caseSummary } from '../testing/case-summary';

const item = caseSummary({
  fee: 1760.5,
  interviewDate: '2026-05-04T14:30:00.000Z',
  officerName: 'J. Rivera',
  officerEmail: 'j.rivera@uscis.example',
});

const initial = caseEditValues(item);
const edit = (changes: Partial<CaseEditValues>) => caseEditPatch(initial, { ...initial, ...changes });

describe('case edit form', () => {
  it('starts from the case: blanks for what it lacks, cents on a fee, the day of an interview', () => {
    expect(initial).toEqual({
      caseName: 'Family-Based application',
      applicant: 'Ana Silva',
      category: 'Family-Based',
      formType: 'I-130',
      receiptNumber: 'EAC2190123456',
      fee: '1760.50',
      submissionDate: '2025-03-14',
      priorityDate: '',
      preferenceCategory: '',
      chargeability: '',
      consulate: '',
      interviewDate: '2026-05-04',
      officerName: 'J. Rivera',
      officerEmail: 'j.rivera@uscis.example',
    });
    expect(caseEditValues({ ...item, fee: 675, category: null, formType: null }).fee).toBe('675');
  });

  it('sends only the fields that changed', () => {
    expect(changedFields(initial, initial)).toEqual([]);
    expect(edit({ consulate: 'Lisbon', officerName: 'M. Chen', interviewDate: '2026-06-01' })).toEqual({
      ok: true,
      patch: { consulate: 'Lisbon', officerName: 'M. Chen', interviewDate: '2026-06-01' },
    });
    // White space around a value is not a change; inside one it is sent trimmed.
    expect(changedFields(initial, { ...initial, applicant: '  Ana Silva ' })).toEqual([]);
    expect(edit({ applicant: ' Ana Silva Costa ' })).toEqual({ ok: true, patch: { applicant: 'Ana Silva Costa' } });
  });

  it('clears a blanked optional field with null', () => {
    expect(edit({ officerName: '', officerEmail: ' ', formType: '', interviewDate: '', fee: '' })).toEqual({
      ok: true,
      patch: { formType: null, fee: null, interviewDate: null, officerName: null, officerEmail: null },
    });
    expect(edit({ receiptNumber: '', submissionDate: '' })).toEqual({ ok: true, patch: { receiptNumber: null, submissionDate: null } });
  });

  it('reads a fee as dollars, with or without a sign and commas, compared in cents', () => {
    expect(parseFee('$1,760.5')).toBe(1760.5);
    expect(parseFee(' 675 ')).toBe(675);
    expect(parseFee('')).toBeNull();
    expect(parseFee('twelve')).toBe('twelve');
    // The same cents as the stored 1760.5: nothing to send.
    expect(changedFields(initial, { ...initial, fee: '1,760.5' })).toEqual([]);
    expect(changedFields(initial, { ...initial, fee: '$1760.50' })).toEqual([]);
    expect(edit({ fee: '1,760.51' })).toEqual({ ok: true, patch: { fee: 1760.51 } });
    expect(edit({ fee: '675' })).toEqual({ ok: true, patch: { fee: 675 } });
  });

  it("names each wrong field with the API's messages", () => {
    const result = edit({ caseName: ' ', fee: '12.345', officerEmail: 'nope', receiptNumber: 'ABC1234567890', priorityDate: '2999-01-01' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      caseName: 'Case name is required',
      fee: 'Fee has at most 2 decimals',
      officerEmail: 'Officer email must be an email address',
      receiptNumber: expect.stringMatching(/^ABC is not a USCIS office prefix/),
      priorityDate: 'Priority date cannot be in the future',
    });
    const fee = (text: string) => {
      const checked = edit({ fee: text });
      return checked.ok ? null : checked.errors.fee;
    };
    expect(fee('-5')).toBe('Fee cannot be negative');
    expect(fee('twelve')).toBe('Fee must be a number of dollars');
    expect(fee('100000.01')).toBe('Fee must be at most $100000');
  });

  it('leaves the receipt number as typed: its normal form is the server’s to write', () => {
    expect(edit({ receiptNumber: ' lin-21-901-23456 ' })).toEqual({ ok: true, patch: { receiptNumber: 'lin-21-901-23456' } });
    // Unchanged text is not sent, even though the stored one is already normal.
    expect(changedFields(initial, { ...initial, receiptNumber: 'EAC2190123456 ' })).toEqual([]);
  });

  it('says there is nothing to change when nothing changed', () => {
    expect(caseEditPatch(initial, initial)).toEqual({ ok: false, errors: {}, form: 'Nothing to change' });
  });

  it("keeps the server's field messages for the form's fields", () => {
    expect(serverFieldErrors({ fee: 'Fee cannot be negative', 'applicant.name': 'Too long', status: 'x' })).toEqual({
      fee: 'Fee cannot be negative',
      applicant: 'Too long',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
