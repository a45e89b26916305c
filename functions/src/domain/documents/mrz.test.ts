import { describe, expect, it } from 'vitest';
import { findTd3Lines, mrzCheckDigit, parseTd3, readPassportMrz } from './mrz';

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
  it("reads the ICAO specimen with every check digit verified", () => {
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
    const page = ['PASSPORT', 'Surname / Nom', 'ERIKSSON', '', 'p<uto eriksson<<anna<maria<<<<<<<<<<<<<<<<<<<', 'L898902C36 UTO7408122F1204159ZE184226B<<<<<10', ''].join('\n');
    expect(findTd3Lines(page)).toEqual([LINE1, LINE2]);
    expect(readPassportMrz(page, TODAY)).toMatchObject({ surname: 'ERIKSSON', givenNames: 'ANNA MARIA', valid: true });
  });

  it('finds nothing in a page without a zone', () => {
    expect(readPassportMrz('Certificate of Birth\nName: Anna Eriksson', TODAY)).toBeNull();
    expect(findTd3Lines(`${LINE1}\nnot the second line`)).toBeNull();
  });
});
