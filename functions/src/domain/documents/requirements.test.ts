import { describe, expect, it } from 'vitest';
import { requiredDocuments } from '../../shared/reference/required-documents';
import { matchRequirements } from './requirements';

describe('matchRequirements', () => {
  const family = requiredDocuments('family');

  it('covers as many required items as it can: a birth certificate goes where the marriage certificate cannot', () => {
    // Upload order would give the birth certificate "relationship-proof" first; the matching moves it to the
    // sponsor's status so the marriage certificate can prove the relationship.
    const { satisfies, missing } = matchRequirements(['birth-certificate', 'marriage-certificate', 'form-i-130'], family);
    expect(satisfies).toEqual(['sponsor-status', 'relationship-proof', 'form-i-130']);
    expect(missing.map((m) => m.key)).toEqual(['form-i-864', 'financial-evidence']);
  });

  it('names the first fitting item for a second copy, and null for a kind the category does not need', () => {
    const { satisfies } = matchRequirements(['form-i-130', 'form-i-130', 'resume'], family);
    expect(satisfies).toEqual(['form-i-130', 'form-i-130', null]);
  });

  it("adds a refugee's country extras", () => {
    const { missing } = matchRequirements(['form-i-589', 'passport'], requiredDocuments('refugee', 'Afghanistan'));
    expect(missing.map((m) => m.key)).toEqual(['tazkira']);
  });
});
