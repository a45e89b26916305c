import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCell, parseVisaBulletin, VisaBulletinParseError } from './parse-bulletin';

// The saved pages the tests ship (tests/fixtures/visa-bulletin/: their provenance is in each file's top comment).
const fixture = (name: string) => readFileSync(join(__dirname, '../../../../tests/fixtures/visa-bulletin', name), 'utf8');
const JULY = fixture('july-2026.html');
const JUNE = fixture('june-2026.html');

const d = (date: string) => ({ kind: 'date', date });
const C = { kind: 'current' };
const U = { kind: 'unavailable' };

describe('parseVisaBulletin on the saved July 2026 page', () => {
  const bulletin = parseVisaBulletin(JULY);
  const { finalAction, datesForFiling } = bulletin.charts;

  it('reads the month, title and number', () => {
    expect(bulletin.month).toBe('2026-07');
    expect(bulletin.title).toBe('Visa Bulletin For July 2026');
    expect(bulletin.publishedNote).toBe('Number 16, Volume XI');
  });

  it('reads the family Final Action Dates, every row and column', () => {
    expect(finalAction.family).toEqual({
      F1: { ALL: d('2018-02-01'), CHINA: d('2018-02-01'), INDIA: d('2018-02-01'), MEXICO: d('2007-11-08'), PHILIPPINES: d('2013-05-01') },
      F2A: { ALL: d('2025-01-01'), CHINA: d('2025-01-01'), INDIA: d('2025-01-01'), MEXICO: d('2024-01-01'), PHILIPPINES: d('2025-01-01') },
      F2B: { ALL: d('2017-11-22'), CHINA: d('2017-11-22'), INDIA: d('2017-11-22'), MEXICO: d('2009-02-15'), PHILIPPINES: d('2013-05-15') },
      F3: { ALL: d('2012-04-15'), CHINA: d('2012-04-15'), INDIA: d('2012-04-15'), MEXICO: d('2001-06-01'), PHILIPPINES: d('2006-02-22') },
      F4: { ALL: d('2009-01-01'), CHINA: d('2009-01-01'), INDIA: d('2006-11-01'), MEXICO: d('2001-04-08'), PHILIPPINES: d('2007-08-01') },
    });
  });

  it('reads the family Dates for Filing, with C cells', () => {
    expect(datesForFiling.family.F2A).toEqual({ ALL: C, CHINA: C, INDIA: C, MEXICO: C, PHILIPPINES: C });
    expect(datesForFiling.family.F1).toEqual({
      ALL: d('2019-01-01'),
      CHINA: d('2019-01-01'),
      INDIA: d('2019-01-01'),
      MEXICO: d('2008-10-01'),
      PHILIPPINES: d('2015-04-22'),
    });
    expect(datesForFiling.family.F4).toEqual({
      ALL: d('2010-03-01'),
      CHINA: d('2010-03-01'),
      INDIA: d('2006-12-15'),
      MEXICO: d('2001-04-30'),
      PHILIPPINES: d('2008-03-22'),
    });
  });

  it('reads the employment Final Action Dates, with C and U cells and every EB-5 row', () => {
    expect(finalAction.employment).toEqual({
      EB1: { ALL: C, CHINA: d('2023-06-01'), INDIA: d('2022-10-15'), MEXICO: C, PHILIPPINES: C },
      EB2: { ALL: C, CHINA: d('2021-09-01'), INDIA: U, MEXICO: C, PHILIPPINES: C },
      EB3: { ALL: d('2024-08-01'), CHINA: d('2021-12-22'), INDIA: d('2014-01-01'), MEXICO: d('2024-08-01'), PHILIPPINES: d('2023-08-01') },
      'EB3-OW': {
        ALL: d('2022-03-01'),
        CHINA: d('2019-04-01'),
        INDIA: d('2014-01-01'),
        MEXICO: d('2022-03-01'),
        PHILIPPINES: d('2021-12-01'),
      },
      EB4: { ALL: d('2022-09-15'), CHINA: d('2022-09-15'), INDIA: d('2022-09-15'), MEXICO: d('2022-09-15'), PHILIPPINES: d('2022-09-15') },
      'EB4-RW': {
        ALL: d('2022-09-15'),
        CHINA: d('2022-09-15'),
        INDIA: d('2022-09-15'),
        MEXICO: d('2022-09-15'),
        PHILIPPINES: d('2022-09-15'),
      },
      'EB5-UNRESERVED': { ALL: C, CHINA: d('2016-12-01'), INDIA: U, MEXICO: C, PHILIPPINES: C },
      'EB5-RURAL': { ALL: C, CHINA: C, INDIA: C, MEXICO: C, PHILIPPINES: C },
      'EB5-HIGH-UNEMPLOYMENT': { ALL: C, CHINA: C, INDIA: C, MEXICO: C, PHILIPPINES: C },
      'EB5-INFRASTRUCTURE': { ALL: C, CHINA: C, INDIA: C, MEXICO: C, PHILIPPINES: C },
    });
  });

  it('reads the employment Dates for Filing, whose set-aside rows are worded differently', () => {
    expect(datesForFiling.employment.EB3).toEqual({
      ALL: C,
      CHINA: d('2022-01-01'),
      INDIA: d('2015-01-15'),
      MEXICO: C,
      PHILIPPINES: d('2024-01-01'),
    });
    expect(datesForFiling.employment['EB5-UNRESERVED']).toEqual({
      ALL: C,
      CHINA: d('2017-03-01'),
      INDIA: d('2024-05-01'),
      MEXICO: C,
      PHILIPPINES: C,
    });
    expect(datesForFiling.employment['EB5-RURAL']?.ALL).toEqual(C);
    expect(datesForFiling.employment['EB5-INFRASTRUCTURE']?.INDIA).toEqual(C);
    expect(Object.keys(datesForFiling.employment)).toHaveLength(10);
  });

  it('skips the off-screen one-cell tables and reads the June page the same way', () => {
    const june = parseVisaBulletin(JUNE);
    expect(june.month).toBe('2026-06');
    expect(june.charts.finalAction.family.F1?.ALL).toEqual(d('2017-09-01'));
    expect(june.charts.finalAction.employment.EB2?.INDIA).toEqual(d('2013-09-01'));
  });
});

describe('parseVisaBulletin robustness', () => {
  it('takes other white space, &nbsp;, footnote marks and header wording', () => {
    const html = JULY.replace('<td>01FEB18</td>', '<td>&nbsp;01FEB18<sup>*</sup> </td>')
      .replace('<td>F2A</td>', '<td> F2A&nbsp;</td>')
      .replace(/All Chargeability&nbsp;<br>\n Areas Except<br>\n Those Listed/, 'ALL CHARGEABILITY AREAS EXCEPT THOSE LISTED*')
      .replace('<td>C</td>', '<td>C*</td>');
    const parsed = parseVisaBulletin(html);
    expect(parsed.charts.finalAction.family.F1?.ALL).toEqual(d('2018-02-01'));
    expect(parsed.charts.finalAction.family.F2A?.MEXICO).toEqual(d('2024-01-01'));
  });

  it('reads a column for El Salvador, Guatemala and Honduras when the chart has one', () => {
    const html = JULY.replace(
      '<td><b>PHILIPPINES</b></td>',
      '<td><b>PHILIPPINES</b></td>\n<td><b>EL SALVADOR<br>GUATEMALA<br>HONDURAS</b></td>',
    ).replace(/(<tr><td>4th<\/td>(?:\s*<td>15SEP22<\/td>){5})/, '$1\n<td>01JAN20</td>');
    const parsed = parseVisaBulletin(html);
    expect(parsed.charts.finalAction.employment.EB4?.['EL-SALVADOR-GUATEMALA-HONDURAS']).toEqual(d('2020-01-01'));
  });

  it('refuses a page that is not a bulletin, naming what is missing', () => {
    const error = (() => {
      try {
        parseVisaBulletin('<html><head><title>Travel.State.Gov</title></head><body><p>Hello</p></body></html>');
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(VisaBulletinParseError);
    const missing = (error as VisaBulletinParseError).missing;
    expect(missing).toContain('the title "Visa Bulletin For <Month> <Year>"');
    expect(missing).toContain('the Final Action Dates chart for family-sponsored preferences');
    expect(missing).toContain('the Dates for Filing chart for employment-based preferences');
  });

  it('names a missing chart and a cell it cannot read', () => {
    const withoutFiling = JULY.replace(/B\.&nbsp; <u>DATES FOR FILING OF EMPLOYMENT[\s\S]*<\/table>/, '</u></b></p>');
    expect(() => parseVisaBulletin(withoutFiling)).toThrow(/Dates for Filing chart for employment-based preferences/);
    expect(() => parseVisaBulletin(JULY.replace('<td>01MAY13</td>', '<td>soon</td>'))).toThrow(
      /Final Action Dates, family chart, F1, PHILIPPINES: "soon" is not a date, C or U/,
    );
  });

  it('reads cells', () => {
    expect(parseCell('08NOV16')).toEqual(d('2016-11-08'));
    expect(parseCell('22SEP98')).toEqual(d('1998-09-22'));
    expect(parseCell(' c ')).toEqual(C);
    expect(parseCell('U')).toEqual(U);
    expect(parseCell('31FEB20')).toBeNull();
    expect(parseCell('')).toBeNull();
  });
});
