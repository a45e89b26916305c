import { describe, expect, it } from 'vitest';
import { documentTags, marriageEvidenceKind } from './document-tags';

const tags = (kind: string, name: string) => [...documentTags({ kind, name })].sort();

describe('documentTags', () => {
  it("keeps the review's kind, and reads what review does not tell apart from the file's name", () => {
    expect(tags('passport', 'rosa-passport.pdf')).toEqual(['passport']);
    expect(tags('unknown', 'Rosa_I-94.pdf')).toEqual(['i-94', 'unknown']);
    expect(tags('unknown', 'i94 record.png')).toEqual(['i-94', 'unknown']);
    expect(tags('unknown', 'Examen_Médico_I693.pdf')).toEqual(['form-i-693', 'unknown']);
    expect(tags('unknown', 'death certificate of first husband.pdf')).toEqual(['death-certificate', 'unknown']);
    expect(tags('tax-return', 'James W-2 2024.pdf')).toEqual(['tax-return', 'w-2']);
  });

  it('reads a kind review does not know as unknown', () => {
    expect(tags('something-new', 'x.pdf')).toEqual(['unknown']);
  });

  it("drops review's passport-style photo for a named photo of the couple, and keeps it for a passport photo", () => {
    expect(tags('passport-photo', 'wedding-photo.jpg')).toEqual(['photos-over-time']);
    expect(tags('passport-photo', 'passport photo rosa.jpg')).toEqual(['passport-photo']);
  });
});

describe('marriageEvidenceKind', () => {
  const kind = (documentKind: string, name: string) => marriageEvidenceKind({ kind: documentKind, name });

  it('reads each kind from names in English, Spanish, French and German', () => {
    expect(kind('unknown', 'Joint_Lease_2024.pdf')).toBe('joint-residence');
    expect(kind('unknown', 'contrato de arrendamiento.pdf')).toBe('joint-residence');
    expect(kind('unknown', 'house deed.pdf')).toBe('joint-residence');
    expect(kind('bank-statement', 'joint-checking-march.pdf')).toBe('joint-finances');
    expect(kind('bank-statement', 'Cuenta conjunta.pdf')).toBe('joint-finances');
    expect(kind('tax-return', '2024 married filing jointly.pdf')).toBe('joint-finances');
    expect(kind('unknown', 'health insurance card.pdf')).toBe('insurance');
    expect(kind('unknown', 'Versicherungsschein.pdf')).toBe('insurance');
    expect(kind('birth-certificate', 'birth certificate - our son Mateo.pdf')).toBe('children-birth-certificates');
    expect(kind('birth-certificate', 'acta nacimiento hija.pdf')).toBe('children-birth-certificates');
    expect(kind('relationship-evidence', 'affidavit from Maria.pdf')).toBe('affidavits');
    expect(kind('unknown', 'declaración jurada.pdf')).toBe('affidavits');
    expect(kind('relationship-evidence', 'trip to Cancun 2023.jpg')).toBe('photos-over-time');
    expect(kind('unknown', 'fotos boda.zip')).toBe('photos-over-time');
  });

  it('does not count what the name does not show', () => {
    // The sponsor's own statement is not a joint account; a birth certificate not named for a child is a spouse's.
    expect(kind('bank-statement', 'chase statement march.pdf')).toBeUndefined();
    expect(kind('birth-certificate', 'birth certificate rosa.pdf')).toBeUndefined();
    expect(kind('relationship-evidence', 'scan_0042.pdf')).toBeUndefined();
    expect(kind('passport-photo', 'passport photos.jpg')).toBeUndefined();
    // "joint" reads as an account only on a financial or unsorted document.
    expect(kind('employment-letter', 'joint venture letter.pdf')).toBeUndefined();
  });

  it('gives a file one kind: a joint lease is a residence, not a joint account', () => {
    expect(kind('unknown', 'joint lease.pdf')).toBe('joint-residence');
  });
});
