import { describe, expect, it } from 'vitest';
import { classifyDocument, type ClassifyInput } from './classify';
import { bankStatementLines, birthCertificateLines, formPages, marriageCertificateLines, passportLines } from './testing/document-texts';

const text = (lines: readonly string[] | readonly (readonly string[])[]) =>
  (lines as readonly (string | readonly string[])[]).flat().join('\n');
const classify = (input: Partial<ClassifyInput> & { text: string }) =>
  classifyDocument({ uploadKind: 'pdf', hasPassportZone: false, ...input });

const PASSPORT = {
  surname: 'Eriksson',
  givenNames: 'Anna Maria',
  number: 'L898902C3',
  nationality: 'UTO',
  birth: '1974-08-12',
  expiry: '2031-01-01',
  sex: 'F' as const,
};

describe('classifyDocument', () => {
  it('knows a passport by its machine-readable zone, and without one by its fields', () => {
    expect(classify({ text: text(passportLines(PASSPORT)), hasPassportZone: true })).toEqual({
      kind: 'passport',
      evidence: [expect.stringContaining('machine-readable zone')],
    });
    expect(classify({ text: text(passportLines(PASSPORT).slice(0, 8)) }).kind).toBe('passport');
  });

  it('knows a bank statement by its layout words, and quotes them', () => {
    const result = classify({ text: text(bankStatementLines({ holder: 'Anna Eriksson' })) });
    expect(result.kind).toBe('bank-statement');
    expect(result.evidence).toEqual(
      expect.arrayContaining(['the words "Statement period"', 'the words "Beginning balance"', 'the words "Ending balance"']),
    );
  });

  it.each([
    ['I-130', 'form-i-130'],
    ['I-130A', 'form-i-130a'],
    ['I-864', 'form-i-864'],
    ['I-140', 'form-i-140'],
    ['I-589', 'form-i-589'],
    ['I-129F', 'form-i-129f'],
    ['I-360', 'form-i-360'],
    ['I-485', 'form-i-485'],
    ['I-765', 'form-i-765'],
  ])('knows Form %s by its number and title', (form, kind) => {
    expect(classify({ text: text(formPages({ form, edition: '04/01/24' })) }).kind).toBe(kind);
  });

  it('tells a form from the forms it mentions: an I-485 that names the I-130 and I-864 is an I-485', () => {
    const pages = formPages({ form: 'I-485', edition: '01/20/25', pages: 4 }).map((lines) => [
      ...lines,
      'If you filed Form I-130 or Form I-864, give its receipt number.',
    ]);
    expect(classify({ text: text(pages) }).kind).toBe('form-i-485');
  });

  it('reads form numbers through OCR noise ("1-130", "I 130")', () => {
    expect(classify({ text: 'Petition for Alien Relative\nForm 1-130 Edition 04/01/24 Page 1 of 12' }).kind).toBe('form-i-130');
    expect(classify({ text: 'FORM I 864 EDITION 10/17/24\nAffidavit of Support Under Section 213A of the INA' }).kind).toBe('form-i-864');
  });

  it('knows birth and marriage certificates by their headings', () => {
    expect(classify({ text: text(birthCertificateLines({ childName: 'Anna Eriksson', birth: '1974-08-12' })) }).kind).toBe(
      'birth-certificate',
    );
    expect(classify({ text: text(marriageCertificateLines({ spouse1: 'Anna Eriksson', spouse2: 'Lars Berg' })) }).kind).toBe(
      'marriage-certificate',
    );
  });

  it.each([
    ['EARNINGS STATEMENT\nPay period: 10/01/2026 - 10/15/2026\nGross pay 4,000.00\nNet pay 3,012.44\nYTD 80,000.00', 'pay-stub'],
    [
      'Department of the Treasury - Internal Revenue Service\nForm 1040 U.S. Individual Income Tax Return 2025\nAdjusted gross income 84,200',
      'tax-return',
    ],
    ['CERTIFICATE OF NATURALIZATION\nNo. 12345678\nThis certifies that Anna Eriksson became a citizen', 'naturalization-certificate'],
    ['UNITED STATES OF AMERICA PERMANENT RESIDENT CARD\nUSCIS# 000-123-456\nResident since 01/02/2015', 'green-card'],
    ['ETA Form 9089\nApplication for Permanent Employment Certification\nU.S. Department of Labor', 'labor-certification'],
    ['Electronic Diversity Visa Lottery\nEntrant Status Check\nConfirmation Number: 2027ABCDEF12345', 'dv-confirmation'],
    ['IN THE JUVENILE COURT OF SPRINGFIELD COUNTY\nIT IS HEREBY ORDERED that the minor\nJudge Alvarez', 'court-order'],
  ])('classifies %#', (body, kind) => {
    expect(classify({ text: body }).kind).toBe(kind);
  });

  it('calls an image with no text and photo proportions a passport photo, but not a blank page', () => {
    const photo = classify({ text: '', uploadKind: 'jpeg', image: { width: 600, height: 600, tone: { mean: 180, deviation: 70 } } });
    expect(photo.kind).toBe('passport-photo');
    expect(classify({ text: '', uploadKind: 'png', image: { width: 2550, height: 3300, tone: { mean: 255, deviation: 0 } } }).kind).toBe(
      'unknown',
    );
    expect(classify({ text: '', uploadKind: 'jpeg', image: { width: 3000, height: 1000 } }).kind).toBe('unknown');
  });

  it("answers 'unknown' for text that is no document it knows, with no evidence", () => {
    expect(classify({ text: 'Dear Sir or Madam, thank you for your letter of last week. Kind regards.' })).toEqual({
      kind: 'unknown',
      evidence: [],
    });
    expect(classify({ text: '' }).kind).toBe('unknown');
  });
});
