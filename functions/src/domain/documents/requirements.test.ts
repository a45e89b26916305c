import { describe, expect, it } from 'vitest';
import { requiredDocuments } from '../../shared/reference/required-documents';
import type { DocumentKind } from '../../shared/documents/document-kinds';
import { matchRequirements } from './requirements';

const files = (...kinds: DocumentKind[]) => kinds.map((kind) => ({ kind }));

describe('matchRequirements', () => {
  const family = requiredDocuments('family');

  it('covers as many required items as it can: a birth certificate goes where the marriage certificate cannot', () => {
    // Upload order would give the birth certificate "relationship-proof" first; the matching moves it to the
    // sponsor's status so the marriage certificate can prove the relationship.
    const { satisfies, missing } = matchRequirements(files('birth-certificate', 'marriage-certificate', 'form-i-130'), family);
    expect(satisfies).toEqual(['sponsor-status', 'relationship-proof', 'form-i-130']);
    expect(missing.map((m) => m.key)).toEqual(['form-i-864', 'financial-evidence']);
  });

  it('names the first fitting item for a second copy, and null for a kind the category does not need', () => {
    const { satisfies } = matchRequirements(files('form-i-130', 'form-i-130', 'resume'), family);
    expect(satisfies).toEqual(['form-i-130', 'form-i-130', null]);
  });

  it("counts only a U.S. passport as the petitioner's status: a Mexican one is the beneficiary's passport", () => {
    const mexican = matchRequirements([{ kind: 'passport', nationality: 'MEX' }], family);
    expect(mexican.satisfies).toEqual(['beneficiary-identity']);
    expect(mexican.missing.map((m) => m.key)).toContain('sponsor-status');
    expect(matchRequirements([{ kind: 'passport', nationality: 'USA' }], family).satisfies).toEqual(['sponsor-status']);
  });

  it("never counts a document known to be the beneficiary's for the petitioner's items", () => {
    const usPassportOfTheBeneficiary = matchRequirements([{ kind: 'passport', nationality: 'USA', person: 'beneficiary' }], family);
    expect(usPassportOfTheBeneficiary.satisfies).toEqual(['beneficiary-identity']);
    expect(matchRequirements([{ kind: 'tax-return', person: 'beneficiary' }], family).satisfies).toEqual([null]);
  });

  it('fits the rest of a spouse package without asking for it: an I-485 and an I-765 are part of the filing', () => {
    const { satisfies, missing } = matchRequirements(files('form-i-485', 'form-i-765', 'form-i-693'), family);
    expect(satisfies).toEqual(['form-i-485', 'form-i-765', 'form-i-693']);
    expect(missing.map((m) => m.key)).toEqual(['form-i-130', 'relationship-proof', 'form-i-864', 'sponsor-status', 'financial-evidence']);
  });

  it('asks for the I-485 and its medical exam of an adjustment, and calls them not needed at a consulate', () => {
    const adjustment = requiredDocuments('family', 'Mexico', 'adjustment');
    expect(matchRequirements(files('form-i-130'), adjustment).missing.map((m) => m.key)).toEqual(
      expect.arrayContaining(['form-i-485', 'form-i-693']),
    );
    const consular = requiredDocuments('family', 'Mexico', 'consular');
    expect(consular.map((item) => item.key)).not.toContain('form-i-485');
    expect(matchRequirements(files('form-i-485'), consular).satisfies).toEqual([null]);
  });

  it("adds a refugee's country extras", () => {
    const { missing } = matchRequirements(files('form-i-589', 'passport'), requiredDocuments('refugee', 'Afghanistan'));
    expect(missing.map((m) => m.key)).toEqual(['tazkira']);
  });
});
