import { describe, expect, it } from 'vitest';
import { checkDraftCase, serverFieldErrors } from './draft-case-form';

describe('new case form', () => {
  it('accepts a complete case, trimmed', () => {
    expect(checkDraftCase({ caseName: '  Spouse visa ', category: 'Family-Based', applicant: 'Maria Lopez' })).toEqual({
      ok: true,
      value: { caseName: 'Spouse visa', category: 'Family-Based', applicant: 'Maria Lopez' },
    });
  });

  it('names each missing or wrong field', () => {
    const result = checkDraftCase({ caseName: ' ', category: '', applicant: 'x'.repeat(121) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.caseName).toBe('Case name is required');
    expect(result.errors.category).toBe('Choose a category from the list');
    expect(result.errors.applicant).toBe('Applicant must be 120 characters or fewer');
  });

  it("keeps the server's field messages for the form's fields only", () => {
    expect(serverFieldErrors({ caseName: 'Taken', chatId: 'x' })).toEqual({ caseName: 'Taken' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
