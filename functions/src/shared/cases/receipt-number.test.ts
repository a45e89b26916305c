import { describe, expect, it } from 'vitest';
import { RECEIPT_PREFIXES } from '../reference/uscis-receipt-prefixes';
import { normalizeReceiptNumber, receiptNumberProblem, receiptNumberSchema, receiptOffice } from './receipt-number';
import { renderIssue } from '../../domain/i18n/render';

/** The problem in English, as an English reader sees it. */
const problem = (value: string) => {
  const keyed = receiptNumberProblem(value);
  return keyed && renderIssue('en', { message: keyed });
};

const THREE_LETTERS = 'A receipt number starts with three letters, such as EAC, WAC, LIN, SRC, NBC, MSC or IOE';
const ONLY_DIGITS = 'After the three letters a receipt number has only digits';
const unknownPrefix = (letters: string) =>
  `${letters} is not a USCIS office prefix. Check the first three letters on your notice (such as EAC, WAC, LIN, SRC, NBC, MSC or IOE)`;
const digitCount = (n: number) => `A receipt number has 10 digits after the letters; this one has ${n}`;

/** The messages zod reports for a value. */
const schemaMessages = (value: unknown): string[] => {
  const result = receiptNumberSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => renderIssue('en', issue));
};

describe('receipt prefixes', () => {
  it('holds the twelve office codes, each three capital letters', () => {
    expect(RECEIPT_PREFIXES.map((p) => p.code)).toEqual([
      'EAC',
      'VSC',
      'WAC',
      'CSC',
      'LIN',
      'NSC',
      'SRC',
      'TSC',
      'YSC',
      'MSC',
      'NBC',
      'IOE',
    ]);
    for (const { code } of RECEIPT_PREFIXES) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});

describe('receiptNumberProblem', () => {
  it.each(RECEIPT_PREFIXES.map((p) => p.code))('accepts %s with ten digits, in capitals or not', (code) => {
    expect(problem(`${code}2190123456`)).toBeNull();
    expect(problem(`${code.toLowerCase()}2190123456`)).toBeNull();
  });

  it('drops spaces and dashes as printed on notices', () => {
    expect(problem('eac 21 901 23456')).toBeNull();
    expect(problem('EAC-21-901-23456')).toBeNull();
    expect(problem('EAC–21–901–23456')).toBeNull();
    expect(problem('EAC—2190123456')).toBeNull();
    expect(problem('  EAC2190123456\t')).toBeNull();
  });

  it('asks for a receipt number when nothing is typed', () => {
    expect(problem('')).toBe('Receipt number is required');
    expect(problem('   ')).toBe('Receipt number is required');
    expect(problem(' - - ')).toBe('Receipt number is required');
  });

  it('counts the digits when there are too few or too many', () => {
    expect(problem('EAC219012345')).toBe(digitCount(9));
    expect(problem('EAC21901234567')).toBe(digitCount(11));
    expect(problem('EAC')).toBe(digitCount(0));
    expect(problem('EAC-21-901-2345')).toBe(digitCount(9));
  });

  it('refuses a number without three leading letters', () => {
    expect(problem('EA21901234567')).toBe(THREE_LETTERS);
    expect(problem('EACX2190123456')).toBe(THREE_LETTERS);
    expect(problem('2190123456123')).toBe(THREE_LETTERS);
    expect(problem('ABCDEFGHIJKLM')).toBe(THREE_LETTERS);
  });

  it('names a prefix that is not a USCIS office', () => {
    expect(problem('ABC2190123456')).toBe(unknownPrefix('ABC'));
    expect(problem('xyz2190123456')).toBe(unknownPrefix('XYZ'));
  });

  it('refuses letters among the digits', () => {
    expect(problem('EAC21901A3456')).toBe(ONLY_DIGITS);
    expect(problem('EAC219012345O')).toBe(ONLY_DIGITS);
    expect(problem('EAC2190123456.')).toBe(ONLY_DIGITS);
  });
});

describe('normalizeReceiptNumber', () => {
  it('upper-cases and removes spaces and every kind of dash', () => {
    expect(normalizeReceiptNumber('eac 21 901 23456')).toBe('EAC2190123456');
    expect(normalizeReceiptNumber('EAC-21-901-23456')).toBe('EAC2190123456');
    expect(normalizeReceiptNumber('eac–21–901–23456')).toBe('EAC2190123456');
    expect(normalizeReceiptNumber('Eac — 2190123456 ')).toBe('EAC2190123456');
    expect(normalizeReceiptNumber('EAC2190123456')).toBe('EAC2190123456');
  });
});

describe('receiptNumberSchema', () => {
  it('answers the normal form', () => {
    expect(receiptNumberSchema.parse('eac-21-901-23456')).toBe('EAC2190123456');
    expect(receiptNumberSchema.parse('ioe 0912345678')).toBe('IOE0912345678');
    expect(receiptNumberSchema.parse('LIN2190123456')).toBe('LIN2190123456');
  });

  it('reports the same problem as receiptNumberProblem', () => {
    expect(schemaMessages('')).toEqual(['Receipt number is required']);
    expect(schemaMessages('ABC2190123456')).toEqual([unknownPrefix('ABC')]);
    expect(schemaMessages('EAC219012345')).toEqual([digitCount(9)]);
    expect(schemaMessages('EAC21901A3456')).toEqual([ONLY_DIGITS]);
  });

  it('asks for a receipt number when it is not text', () => {
    expect(schemaMessages(undefined)).toEqual(['Receipt number is required']);
    expect(schemaMessages(2190123456)).toEqual(['Receipt number is required']);
  });

  it('refuses text over 40 characters', () => {
    expect(schemaMessages(`EAC${' '.repeat(38)}2190123456`)).toContain('A receipt number is three letters and 10 digits');
  });
});

describe('receiptOffice', () => {
  it.each(RECEIPT_PREFIXES.map((p) => [p.code, p.office] as const))('names the office of %s', (code, office) => {
    expect(receiptOffice(`${code}2190123456`)).toBe(office);
  });

  it('reads the prefix as typed', () => {
    expect(receiptOffice('eac-21-901-23456')).toBe('Vermont Service Center');
    expect(receiptOffice('wac 21 901 23456')).toBe('California Service Center');
  });

  it('answers null for an unknown prefix', () => {
    expect(receiptOffice('ABC2190123456')).toBeNull();
    expect(receiptOffice('')).toBeNull();
  });
});
