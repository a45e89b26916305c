import { describe, expect, it } from 'vitest';
import { apiFieldErrors } from './form-errors';
import { checkNewApplication, EMPTY_NEW_APPLICATION, NEW_APPLICATION_FIELDS } from './new-application-input';
import { receiptFieldError, receiptFieldHint } from '../../utils/receipt-field';
import { checkStatusUpdate } from './status-update-input';

describe('receiptFieldError', () => {
  it('waits while a number is still being typed, until the field is left', () => {
    for (const partial of ['', 'E', 'EA', 'EAC', 'eac-21', 'EAC219012345']) expect(receiptFieldError(partial, false), partial).toBeNull();
    expect(receiptFieldError('EAC12345', true)).toBe('A receipt number has 10 digits after the letters; this one has 5');
  });

  it('shows at once what more typing cannot fix', () => {
    expect(receiptFieldError('ABC1234567890', false)).toMatch(/^ABC is not a USCIS office prefix/);
    expect(receiptFieldError('ABC', false)).toMatch(/^ABC is not a USCIS office prefix/);
    expect(receiptFieldError('EAC12345678901', false)).toBe('A receipt number has 10 digits after the letters; this one has 11');
    expect(receiptFieldError('EAC12X', false)).toBe('After the three letters a receipt number has only digits');
  });

  it('accepts a valid number as printed, and names its office', () => {
    expect(receiptFieldError('eac-21-901-23456', true)).toBeNull();
    expect(receiptFieldHint('eac-21-901-23456')).toBe('EAC2190123456 · Vermont Service Center');
    expect(receiptFieldHint('EAC1')).toMatch(/three letters and 10 digits/i);
  });
});

describe('checkNewApplication', () => {
  const valid = { ...EMPTY_NEW_APPLICATION, formType: 'I-130', receiptNumber: 'ioe 0912345678', submissionDate: '2025-03-14' };

  it('sends a normalised receipt number and leaves blank optional fields out', () => {
    const checked = checkNewApplication(valid);
    expect(checked).toEqual({ ok: true, input: { formType: 'I-130', receiptNumber: 'IOE0912345678', submissionDate: '2025-03-14' } });
    const withAll = checkNewApplication({ ...valid, priorityDate: '2025-01-02', applicant: '  Ana Silva ' });
    expect(withAll.ok && withAll.input).toMatchObject({ priorityDate: '2025-01-02', applicant: 'Ana Silva' });
  });

  it('says what is missing or wrong, per field', () => {
    const empty = checkNewApplication(EMPTY_NEW_APPLICATION);
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    expect(Object.keys(empty.errors).sort()).toEqual(['formType', 'receiptNumber', 'submissionDate']);
    expect(empty.errors.receiptNumber).toBe('Receipt number is required');
    expect(empty.errors.submissionDate).toBe('Filing date is required');

    const future = checkNewApplication({ ...valid, submissionDate: '2999-01-01', receiptNumber: 'ABC1234567890' });
    expect(future.ok || future.errors).toEqual({
      submissionDate: 'Filing date cannot be in the future',
      receiptNumber: expect.stringMatching(/^ABC is not a USCIS office prefix/),
    });
  });
});

describe('checkStatusUpdate', () => {
  it('needs a status and a notice; the date is optional', () => {
    expect(checkStatusUpdate({ status: 'Approved', notice: ' Case Was Approved ', date: '' })).toEqual({
      ok: true,
      input: { status: 'Approved', notice: 'Case Was Approved' },
    });
    const missing = checkStatusUpdate({ status: '', notice: '  ', date: '2999-01-01' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.errors).sort()).toEqual(['date', 'notice', 'status']);
  });
});

describe('apiFieldErrors', () => {
  it('keeps the fields the form has', () => {
    expect(apiFieldErrors({ receiptNumber: 'Taken', 'applicant.name': 'Too long', other: 'x' }, NEW_APPLICATION_FIELDS)).toEqual({
      receiptNumber: 'Taken',
      applicant: 'Too long',
    });
    expect(apiFieldErrors(undefined, NEW_APPLICATION_FIELDS)).toEqual({});
  });
});
