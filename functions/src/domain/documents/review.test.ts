import { describe, expect, it } from 'vitest';
import type { AnalysisInput, ExtractedFile } from './analysis-types';
import { analyzeDocuments } from './review';
import {
  bankStatementLines,
  birthCertificateLines,
  formPages,
  marriageCertificateLines,
  passportDates,
  passportLines,
  type PassportData,
} from './testing/document-texts';
import { textFile } from './testing/extracted-files';

const TODAY = '2026-11-22';
const DATES = passportDates(TODAY);
const ANNA: PassportData = {
  surname: 'Eriksson',
  givenNames: 'Anna Maria',
  number: 'L898902C3',
  nationality: 'UTO',
  birth: '1974-08-12',
  expiry: DATES.valid,
  sex: 'F',
};

const passport = (name: string, overrides: Partial<PassportData> = {}) => textFile(name, passportLines({ ...ANNA, ...overrides }));
const analyze = (category: AnalysisInput['category'], files: ExtractedFile[], extra: Partial<AnalysisInput> = {}) =>
  analyzeDocuments({ category, country: 'Mexico', files, applicant: {}, today: TODAY, ...extra });
const issuesOf = (output: ReturnType<typeof analyze>, name: string) => output.documents.find((d) => d.name === name)?.issues ?? [];
const types = (output: ReturnType<typeof analyze>, name: string) => issuesOf(output, name).map((i) => i.type);

/** A complete Family-Based package for the sponsor Anna Maria Eriksson. */
function familyPackage(): ExtractedFile[] {
  return [
    textFile('i-130.pdf', formPages({ form: 'I-130', edition: '04/01/24', petitioner: 'Anna Maria Eriksson', beneficiary: 'Lars Berg' })),
    textFile('marriage.pdf', marriageCertificateLines({ spouse1: 'Anna Maria Eriksson', spouse2: 'Lars Berg' })),
    textFile('i-864.pdf', formPages({ form: 'I-864', edition: '10/17/24', sponsor: 'Anna Maria Eriksson' })),
    // The petitioner's own U.S. passport: a foreign one would not show a U.S. citizen's status.
    passport('passport.pdf', { nationality: 'USA' }),
    textFile('bank.pdf', bankStatementLines({ holder: 'Anna Eriksson' })),
  ];
}

describe('analyzeDocuments: a complete package', () => {
  it('finds nothing wrong and nothing missing, and says so', () => {
    const output = analyze('family', familyPackage());
    expect(output.documents.map((d) => [d.name, d.kind, d.satisfies, d.wrongDocument, d.issues])).toEqual([
      ['i-130.pdf', 'form-i-130', 'form-i-130', false, []],
      ['marriage.pdf', 'marriage-certificate', 'relationship-proof', false, []],
      ['i-864.pdf', 'form-i-864', 'form-i-864', false, []],
      ['passport.pdf', 'passport', 'sponsor-status', false, []],
      ['bank.pdf', 'bank-statement', 'financial-evidence', false, []],
    ]);
    expect(output.report.missing).toEqual([]);
    expect(output.report.issues).toEqual([]);
    expect(output.report.summary).toContain('No problems found');
    expect(output.documents[3]?.identity).toEqual({
      fullName: 'Anna Maria Eriksson',
      documentNumber: 'L898902C3',
      dateOfBirth: '1974-08-12',
      nationality: 'USA',
      expiryDate: DATES.valid,
    });
    expect(output.documents[0]?.extraction).toEqual({ method: 'pdf-text', characters: expect.any(Number) });
  });
});

describe('analyzeDocuments: wrong and missing documents', () => {
  it('marks a bank statement uploaded where a passport is expected, naming what it looks like and what is needed', () => {
    const output = analyze('diversity', [textFile('my-passport.pdf', bankStatementLines({ holder: 'Anna Eriksson' }))]);
    const doc = output.documents[0]!;
    expect(doc).toMatchObject({ kind: 'bank-statement', kindLabel: 'Bank statement', wrongDocument: true, satisfies: null });
    const wrong = doc.issues.find((i) => i.type === 'wrong-document');
    expect(wrong?.severity).toBe('info');
    expect(wrong?.details).toMatch(/my-passport\.pdf looks like a bank statement \(we found the words "Statement period"/);
    expect(wrong?.details).toContain('which is not needed for this filing');
    expect(wrong?.details).toContain('Entry confirmation, Passport copy, Passport photo');
    expect(output.report.missing.map((m) => m.key)).toEqual(['entry-confirmation', 'passport-copy', 'passport-photo']);
    expect(output.report.issues[0]).toBe(
      'Error: Missing document: Entry confirmation. The confirmation page of your Diversity Visa entry, with its confirmation number. Upload it to complete the Diversity Visa Lottery package.',
    );
  });

  it('warns about a readable document it cannot recognise, without calling it wrong', () => {
    const doc = analyze('family', [
      textFile('letter.pdf', ['Dear friend,', 'I hope this letter finds you well and that the weather is kind.']),
    ]).documents[0]!;
    expect(doc).toMatchObject({ kind: 'unknown', wrongDocument: false });
    expect(doc.issues).toEqual([expect.objectContaining({ type: 'wrong-document', severity: 'warning' })]);
  });
});

describe('analyzeDocuments: passports', () => {
  it('reports a corrupted machine-readable zone, naming the check that fails', () => {
    const issues = issuesOf(analyze('diversity', [passport('passport.pdf', { corruptCheckDigit: true })]), 'passport.pdf');
    expect(issues).toEqual([expect.objectContaining({ type: 'invalid-mrz', severity: 'error' })]);
    expect(issues[0]?.details).toContain('passport number, overall check');
  });

  it('reports an expired passport and one expiring in 3 months, and nothing for one valid for years', () => {
    const output = analyze('diversity', [
      passport('old.pdf', { expiry: DATES.expired }),
      passport('soon.pdf', { expiry: DATES.soon, number: 'X1234567' }),
      passport('new.pdf', { number: 'Y7654321' }),
    ]);
    expect(issuesOf(output, 'old.pdf')).toEqual([expect.objectContaining({ type: 'expired', severity: 'error' })]);
    expect(issuesOf(output, 'soon.pdf')).toEqual([expect.objectContaining({ type: 'expires-soon', severity: 'warning' })]);
    expect(issuesOf(output, 'new.pdf')).toEqual([]);
    expect(issuesOf(output, 'soon.pdf')[0]?.details).toMatch(/soon\.pdf expires on .+, less than 6 months from today/);
  });

  it('reports other expired documents too (a green card), but "expires soon" only for passports', () => {
    const card = (name: string, expires: string) =>
      textFile(name, [
        'PERMANENT RESIDENT CARD',
        'Name: Anna Eriksson',
        'USCIS# 000-123-456',
        'Resident since: 01/02/2015',
        `Card expires: ${expires}`,
      ]);
    const output = analyze('family', [card('old-card.pdf', '01/02/2025'), card('card.pdf', '01/02/2027')]);
    expect(types(output, 'old-card.pdf')).toContain('expired');
    expect(types(output, 'card.pdf')).not.toContain('expires-soon');
  });
});

describe('analyzeDocuments: form editions', () => {
  it('flags an I-130 on an old edition, with the current one and its source', () => {
    const issues = issuesOf(analyze('family', [textFile('i-130.pdf', formPages({ form: 'I-130', edition: '02/28/23' }))]), 'i-130.pdf');
    expect(issues).toEqual([expect.objectContaining({ type: 'outdated-form-edition', severity: 'error' })]);
    expect(issues[0]?.details).toContain('02/28/23 edition of Form I-130');
    expect(issues[0]?.details).toContain('04/01/24');
    expect(issues[0]?.details).toContain('https://www.uscis.gov/i-130');
  });

  it('accepts the current edition, and a newer one than the table knows with a note that the table needs updating', () => {
    const output = analyze('family', [
      textFile('a.pdf', formPages({ form: 'I-130', edition: '04/01/24' })),
      textFile('b.pdf', formPages({ form: 'I-130', edition: '09/09/26' })),
    ]);
    expect(types(output, 'a.pdf')).toEqual([]);
    const newer = output.documents.find((document) => document.name === 'b.pdf')?.issues ?? [];
    expect(newer).toEqual([expect.objectContaining({ type: 'outdated-form-edition', severity: 'info' })]);
    expect(newer[0]?.details).toContain('newer than the 04/01/24 edition our table lists');
  });
});

describe('analyzeDocuments: readability', () => {
  it('reports a file with no text as unreadable, and a damaged one as not opened', () => {
    const output = analyze('family', [textFile('blank.pdf', ['', ' ']), { ...textFile('broken.pdf', []), pages: [] }]);
    expect(issuesOf(output, 'blank.pdf')).toEqual([
      expect.objectContaining({ type: 'unreadable', severity: 'error', details: expect.stringContaining('300 dpi') }),
    ]);
    expect(issuesOf(output, 'broken.pdf')[0]?.details).toContain('could not be opened');
    expect(output.documents[0]).toMatchObject({ kind: 'unknown', wrongDocument: false });
  });

  it('warns when OCR was unsure, about blank pages among others, and about pages not read', () => {
    const lines = bankStatementLines({ holder: 'Anna Eriksson' });
    const output = analyze('family', [
      textFile('faint.png', lines, { method: 'ocr', uploadKind: 'png', confidence: 41 }),
      textFile('pages.pdf', [lines, ['   '], lines]),
      textFile('long.pdf', lines, { pagesNotRead: 12 }),
    ]);
    expect(issuesOf(output, 'faint.png')).toEqual([
      expect.objectContaining({ type: 'unreadable', severity: 'warning', details: expect.stringContaining('41%') }),
    ]);
    expect(issuesOf(output, 'pages.pdf')).toEqual([
      expect.objectContaining({ type: 'unreadable', severity: 'warning', details: expect.stringContaining('Page 2 of pages.pdf') }),
    ]);
    expect(issuesOf(output, 'long.pdf')).toEqual([
      expect.objectContaining({ type: 'unreadable', severity: 'info', details: expect.stringContaining('12 were not checked') }),
    ]);
  });

  it('takes the AI reading of a file local extraction could not read, as method "ai"', () => {
    const scan = textFile('scan.jpg', [''], { method: 'ocr', uploadKind: 'jpeg', confidence: 0 });
    const output = analyze('family', [scan], {
      ai: {
        [scan.documentId]: { text: marriageCertificateLines({ spouse1: 'Anna Eriksson', spouse2: 'Lars Berg' }).join('\n'), findings: [] },
      },
    });
    expect(output.documents[0]).toMatchObject({
      kind: 'marriage-certificate',
      satisfies: 'relationship-proof',
      extraction: { method: 'ai' },
      issues: [],
    });
  });
});

describe('analyzeDocuments: duplicates', () => {
  it('flags the same file twice, and two copies of the same passport', () => {
    const output = analyze('diversity', [passport('a.pdf'), { ...passport('b.pdf'), sha256: 'sha-a.pdf' }, passport('c.pdf')]);
    expect(issuesOf(output, 'a.pdf')).toEqual([]);
    expect(issuesOf(output, 'b.pdf')).toEqual([
      expect.objectContaining({
        type: 'duplicate',
        severity: 'warning',
        details: 'b.pdf is the same file as a.pdf. Remove one copy, or replace it with the document you meant to upload.',
      }),
    ]);
    expect(issuesOf(output, 'c.pdf')).toEqual([
      expect.objectContaining({ type: 'duplicate', details: expect.stringContaining('same document number') }),
    ]);
  });
});

describe('analyzeDocuments: names and dates of birth', () => {
  it("catches two documents of the applicant's that name different people", () => {
    const output = analyze('refugee', [
      passport('passport.pdf'),
      textFile('birth.pdf', birthCertificateLines({ childName: 'Maria Lopez Diaz', birth: '1974-08-12' })),
    ]);
    expect(issuesOf(output, 'passport.pdf')).toEqual([]);
    const mismatch = issuesOf(output, 'birth.pdf');
    expect(mismatch).toEqual([expect.objectContaining({ type: 'name-mismatch', severity: 'error' })]);
    expect(mismatch[0]?.details).toContain(
      'The name on birth.pdf (Maria Lopez Diaz) does not match the name on passport.pdf (Anna Maria Eriksson)',
    );
  });

  it('tolerates order, case, accents and a left-out middle name', () => {
    const output = analyze('refugee', [
      passport('passport.pdf', { surname: 'Núñez', givenNames: 'José Luis' }),
      textFile('birth.pdf', birthCertificateLines({ childName: 'NUÑEZ, José', birth: '1974-08-12' })),
    ]);
    expect(types(output, 'birth.pdf')).toEqual([]);
  });

  it("compares with the applicant's profile where the applicant holds the documents", () => {
    const output = analyze('diversity', [passport('passport.pdf')], { applicant: { fullName: 'John Smith', dateOfBirth: '1980-01-01' } });
    expect(types(output, 'passport.pdf')).toEqual(['name-mismatch', 'date-of-birth-mismatch']);
    expect(issuesOf(output, 'passport.pdf')[0]?.details).toContain('your profile (John Smith)');
    const same = analyze('diversity', [passport('passport.pdf')], { applicant: { fullName: 'anna eriksson', dateOfBirth: '1974-08-12' } });
    expect(types(same, 'passport.pdf')).toEqual([]);
  });

  it("compares the sponsor's documents in a family case, but never the two people of a marriage or petition", () => {
    const files = [...familyPackage(), textFile('bank-2.pdf', bankStatementLines({ holder: 'Peter Novak' }))];
    const output = analyze('family', files, { applicant: { fullName: 'Lars Berg' } });
    expect(types(output, 'bank-2.pdf')).toEqual(['name-mismatch']);
    expect(issuesOf(output, 'bank-2.pdf')[0]?.details).toContain('the petitioner (the sponsor)');
    for (const name of ['i-130.pdf', 'marriage.pdf', 'i-864.pdf', 'passport.pdf', 'bank.pdf']) expect(types(output, name)).toEqual([]);
  });

  it('catches dates of birth that differ between documents', () => {
    const output = analyze('refugee', [
      passport('passport.pdf'),
      textFile('birth.pdf', birthCertificateLines({ childName: 'Anna Maria Eriksson', birth: '1975-08-12' })),
    ]);
    expect(issuesOf(output, 'birth.pdf')).toEqual([
      expect.objectContaining({
        type: 'date-of-birth-mismatch',
        severity: 'error',
        details: expect.stringContaining('(August 12, 1975) differs from the one on passport.pdf (August 12, 1974)'),
      }),
    ]);
  });
});

describe('analyzeDocuments: AI findings', () => {
  it('adds them labelled as AI, after the deterministic findings, never removing one', () => {
    const file = passport('passport.pdf', { expiry: DATES.expired });
    const output = analyze('diversity', [file], {
      ai: {
        [file.documentId]: {
          findings: [{ type: 'name-mismatch', severity: 'warning', details: 'The photo looks like it belongs to someone else.' }],
        },
      },
    });
    expect(issuesOf(output, 'passport.pdf')).toEqual([
      expect.objectContaining({ type: 'expired', severity: 'error' }),
      { type: 'name-mismatch', severity: 'warning', details: 'The photo looks like it belongs to someone else.', by: 'ai' },
    ]);
    expect(output.documents[0]?.extraction.method).toBe('pdf-text');
    expect(output.report.issues).toContain('Warning (AI): passport.pdf: The photo looks like it belongs to someone else.');
    expect(output.report.summary).toContain('The AI reader added 1 finding, marked AI.');
  });
});

describe('analyzeDocuments: issues name whose document each file is', () => {
  it("names the case's person after the file in every issue and report line", () => {
    const people = [
      { role: 'petitioner' as const, name: 'Anna Maria Eriksson', birthDate: '1974-08-12' },
      { role: 'beneficiary' as const, name: 'Lars Berg' },
    ];
    const output = analyze('family', [passport('anna.pdf', { nationality: 'USA', expiry: DATES.expired })], { people });
    expect(output.documents[0]?.person).toBe('petitioner');
    expect(issuesOf(output, 'anna.pdf').map((i) => i.details.slice(0, 60))).toEqual([
      "The passport in anna.pdf (the petitioner's document) expired",
    ]);
    expect(output.report.issues.filter((line) => line.includes('anna.pdf'))).toEqual([
      expect.stringMatching(/^Error: The passport in anna\.pdf \(the petitioner's document\) expired on /),
    ]);
  });
});
