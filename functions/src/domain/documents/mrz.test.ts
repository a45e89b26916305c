import { describe, expect, it } from 'vitest';
import { findTd3Lines, mrzCheckDigit, normalizeMrzLine, parseTd3, readPassportMrz } from './mrz';
import { td3Lines } from './testing/document-texts';

// The specimen passport of ICAO Doc 9303 part 4 (a fictional state, UTO).
const LINE1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
const LINE2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';
const TODAY = '2026-11-22';

describe('mrzCheckDigit', () => {
  it.each([
    ['L898902C3', 6],
    ['740812', 2],
    ['120415', 9],
    ['ZE184226B<<<<<', 1],
    ['<<<<<<<<<', 0],
    ['520727', 3],
  ])('%s -> %i', (field, digit) => {
    expect(mrzCheckDigit(field)).toBe(digit);
  });
});

describe('parseTd3', () => {
  it('reads the ICAO specimen with every check digit verified', () => {
    expect(parseTd3(LINE1, LINE2, TODAY)).toEqual({
      documentType: 'P',
      issuingState: 'UTO',
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
      documentNumber: 'L898902C3',
      nationality: 'UTO',
      dateOfBirth: '1974-08-12',
      sex: 'F',
      expiryDate: '2012-04-15',
      personalNumber: 'ZE184226B',
      checks: { documentNumber: true, dateOfBirth: true, expiryDate: true, personalNumber: true, composite: true },
      valid: true,
    });
  });

  it('names each check digit that fails', () => {
    // One digit of the document number changed: its own check and the composite fail.
    const altered = parseTd3(LINE1, `L898903C3${LINE2.slice(9)}`, TODAY);
    expect(altered?.checks).toEqual({ documentNumber: false, dateOfBirth: true, expiryDate: true, personalNumber: true, composite: false });
    expect(altered?.valid).toBe(false);
    const expiry = parseTd3(LINE1, `${LINE2.slice(0, 21)}1304159${LINE2.slice(28)}`, TODAY);
    expect(expiry?.checks.expiryDate).toBe(false);
    expect(expiry?.expiryDate).toBe('2013-04-15');
  });

  it('puts two-digit years in their century: births never in the future, expiries near today', () => {
    const young = `L898902C36UTO2001015F3101014ZE184226B<<<<<1${'0'}`;
    const parsed = parseTd3(LINE1, young, TODAY);
    expect(parsed?.dateOfBirth).toBe('2020-01-01');
    expect(parsed?.expiryDate).toBe('2031-01-01');
    expect(parseTd3(LINE1, `L898902C36UTO9912310F3101014ZE184226B<<<<<10`, TODAY)?.dateOfBirth).toBe('1999-12-31');
  });

  it('reads an impossible date as null, and refuses lines that are not TD3', () => {
    expect(parseTd3(LINE1, `L898902C36UTO7413322F1204159ZE184226B<<<<<10`, TODAY)?.dateOfBirth).toBeNull();
    expect(parseTd3(LINE1.slice(0, 43), LINE2, TODAY)).toBeNull();
    expect(parseTd3(`I${LINE1.slice(1)}`, LINE2, TODAY)).toBeNull();
    expect(parseTd3(LINE1, LINE2.toLowerCase(), TODAY)).toBeNull();
  });
});

describe('findTd3Lines and readPassportMrz', () => {
  it('finds the zone in a page of OCR text, with spaces and lower case', () => {
    const page = [
      'PASSPORT',
      'Surname / Nom',
      'ERIKSSON',
      '',
      'p<uto eriksson<<anna<maria<<<<<<<<<<<<<<<<<<<',
      'L898902C36 UTO7408122F1204159ZE184226B<<<<<10',
      '',
    ].join('\n');
    expect(findTd3Lines(page)).toEqual([LINE1, LINE2]);
    expect(readPassportMrz(page, TODAY)).toMatchObject({ surname: 'ERIKSSON', givenNames: 'ANNA MARIA', valid: true });
  });

  it('finds nothing in a page without a zone', () => {
    expect(readPassportMrz('Certificate of Birth\nName: Anna Eriksson', TODAY)).toBeNull();
    expect(findTd3Lines(`${LINE1}\nnot the second line`)).toBeNull();
  });
});

describe('reading a zone that OCR garbled', () => {
  const ocr = { repairOcrNoise: true };
  const page = (line1: string, line2: string) => ['PASSPORT', 'Surname ERIKSSON', line1, line2].join('\n');

  it('repairs look-alikes in digit-only positions and fillers read as K, spaces and dots', () => {
    // O for 0 in the birth date, I for 1 in the expiry date, fillers read as K, a stray dot and spaces.
    const line2 = 'L898902C36 UTO74O8122F12O4I59ZE184226B<<<<<1O';
    const line1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<KK<<<<<<<<<K<<.<';
    const read = readPassportMrz(page(line1, line2), TODAY, ocr);
    expect(read).toMatchObject({
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
      dateOfBirth: '1974-08-12',
      expiryDate: '2012-04-15',
      valid: true,
    });
  });

  it('swaps a letter and a digit in the passport number only where its check digit confirms it', () => {
    // OCR read the 0 of L898902C3 as O; the check digit 6 confirms L898902C3.
    const read = readPassportMrz(page(LINE1, `L8989O2C36${LINE2.slice(10)}`), TODAY, ocr);
    expect(read?.documentNumber).toBe('L898902C3');
    expect(read?.valid).toBe(true);
  });

  it('fits a second line with a stray character or a missed filler, preferring the fewest edits', () => {
    const extra = `${LINE2.slice(0, 1)}O${LINE2.slice(1)}`; // "LO898902C3...": 45 characters
    expect(readPassportMrz(page(LINE1, extra), TODAY, ocr)).toMatchObject({ documentNumber: 'L898902C3', valid: true });
    const missing = `${LINE2.slice(0, 40)}${LINE2.slice(41)}`; // one filler of the personal number lost
    expect(readPassportMrz(page(LINE1, missing), TODAY, ocr)).toMatchObject({ personalNumber: 'ZE184226B', valid: true });
  });

  it('reads « as two fillers and splits two lines that OCR merged into one', () => {
    const merged = `${LINE1.replace('<<<<<<<<', '««««')} ${LINE2}`;
    expect(readPassportMrz(`PASSPORT\n${merged}`, TODAY, ocr)).toMatchObject({ surname: 'ERIKSSON', valid: true });
  });

  it('keeps a zone whose check digits fail as read (a real alteration is reported, never "repaired")', () => {
    // The birth date changed from 740812 to 750812 without its check digit: no look-alike explains it.
    const altered = `${LINE2.slice(0, 13)}750812${LINE2.slice(19)}`;
    const read = readPassportMrz(page(LINE1, altered), TODAY, ocr);
    expect(read?.valid).toBe(false);
    expect(read?.checks.dateOfBirth).toBe(false);
    expect(read?.dateOfBirth).toBe('1975-08-12');
  });

  it('does not repair a text layer: its characters are what the file holds', () => {
    const read = readPassportMrz(page(LINE1, `L8989O2C36${LINE2.slice(10)}`), TODAY);
    expect(read?.documentNumber).toBe('L8989O2C3');
    expect(read?.valid).toBe(false);
  });

  it('normalizes the characters OCR puts in a zone', () => {
    expect(normalizeMrzLine('p<uto eriksson«anna‹maria. ')).toBe('P<UTOERIKSSON<<ANNA<MARIA');
  });
});

describe('td3Lines (test fixture) and the parser agree', () => {
  it('builds zones with correct check digits, names with accents, hyphens and apostrophes folded', () => {
    const [line1, line2] = td3Lines({
      surname: "Núñez-O'Brien",
      givenNames: 'José Luis',
      number: 'X1234567',
      nationality: 'MEX',
      birth: '1990-02-28',
      expiry: '2031-03-01',
      sex: 'M',
    });
    expect(line1).toBe('P<MEXNUNEZ<OBRIEN<<JOSE<LUIS'.padEnd(44, '<'));
    expect(parseTd3(line1, line2, TODAY)).toMatchObject({
      documentNumber: 'X1234567',
      dateOfBirth: '1990-02-28',
      expiryDate: '2031-03-01',
      valid: true,
    });
  });

  it('corrupts the passport number check digit on request', () => {
    const [line1, line2] = td3Lines({
      surname: 'Doe',
      givenNames: 'Jane',
      number: 'P1234567',
      nationality: 'UTO',
      birth: '1990-01-01',
      expiry: '2030-01-01',
      sex: 'F',
      corruptCheckDigit: true,
    });
    expect(parseTd3(line1, line2, TODAY)?.checks).toMatchObject({ documentNumber: false, dateOfBirth: true, expiryDate: true });
  });
});
