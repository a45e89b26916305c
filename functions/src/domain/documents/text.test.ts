import { describe, expect, it } from 'vitest';
import { foldText, meaningfulLength, parseDocumentDate, titleCase } from './text';

describe('parseDocumentDate', () => {
  it.each([
    ['Date of birth: 1974-08-12', '1974-08-12'],
    ['03/15/1990', '1990-03-15'],
    ['3/5/1990', '1990-03-05'],
    ['25/12/1990', '1990-12-25'],
    ['25.12.1990', '1990-12-25'],
    ['12 AUG 1974', '1974-08-12'],
    ['12 Aug/Août 1974', '1974-08-12'],
    ['12-Sep-2031', '2031-09-12'],
    ['August 12, 1974', '1974-08-12'],
    ['Sept. 3 2020', '2020-09-03'],
  ])('%s -> %s', (text, date) => {
    expect(parseDocumentDate(text)).toBe(date);
  });

  it('refuses impossible dates and two-digit years, and takes the first date of several', () => {
    expect(parseDocumentDate('02/30/1990')).toBeNull();
    expect(parseDocumentDate('12/08/74')).toBeNull();
    expect(parseDocumentDate('no date here')).toBeNull();
    expect(parseDocumentDate('from 10/01/2026 to 10/31/2026')).toBe('2026-10-01');
  });
});

describe('text helpers', () => {
  it('folds accents and case, counts letters and digits, and title-cases names', () => {
    expect(foldText('José Núñez')).toBe('JOSE NUNEZ');
    expect(meaningfulLength(' - . , \n a1 ')).toBe(2);
    expect(titleCase("ANNA-MARIA O'NEIL")).toBe("Anna-Maria O'Neil");
  });
});
