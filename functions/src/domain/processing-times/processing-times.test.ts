import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { officeOfReceipt } from '../../shared/processing-times/receipt-offices';
import { caseProcessing, figureFor, lastNormalDay, monthsBetween } from './case-processing';
import { parseProcessingTimes, ProcessingTimesParseError, type ProcessingTimeFigure } from './parse-processing-times';

const FIXTURES = join(__dirname, '../../../../tests/fixtures/processing-times');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

describe('parseProcessingTimes', () => {
  it("reads each category of each form and office of a saved page's answers, in months, with its publication date", () => {
    const figures = parseProcessingTimes(fixture('processing-times-2026-10.json'));
    const i485 = figures.filter((figure) => figure.form === 'I-485' && figure.office === 'NBC');
    expect(i485.map((figure) => [figure.categoryKey, figure.typicalMonths, figure.asOf])).toEqual([
      ['485-family', 10.5, '2026-10-31'],
      ['485-employment', 8, '2026-10-31'],
    ]);
    expect(i485[0]).toMatchObject({
      category: expect.stringContaining('family') as string,
      source: 'https://egov.uscis.gov/processing-times/',
    });
    // Weeks become months.
    expect(figures.find((figure) => figure.form === 'I-765' && figure.office === 'NBC')?.typicalMonths).toBe(3.2);
  });

  it('names the answer it cannot read', () => {
    expect(() => parseProcessingTimes('<html>')).toThrow(ProcessingTimesParseError);
    expect(() => parseProcessingTimes('[{"data":{}}]')).toThrow(/Answer 1 is not a processing-time answer/);
    const noDate = JSON.stringify({
      data: {
        processing_time: {
          form_name: 'I-130',
          office_code: 'CSC',
          subtypes: [{ form_type: 'x', publication_date: 'soon', range: [{ value: 5, unit: 'Months' }] }],
        },
      },
    });
    expect(() => parseProcessingTimes(noDate)).toThrow(/publication date it cannot read: "soon"/);
  });
});

const figure = (categoryKey: string, category: string, typicalMonths: number): ProcessingTimeFigure => ({
  form: 'I-485',
  office: 'NBC',
  categoryKey,
  category,
  typicalMonths,
  asOf: '2026-10-31',
  source: 'https://egov.uscis.gov/processing-times/',
});

describe("a tracked application's processing", () => {
  it('takes the figure of its category, else the longest at the office', () => {
    const figures = [figure('485-employment', 'Employment-based adjustment', 8), figure('485-family', 'Family-based adjustment', 10.5)];
    expect(figureFor(figures, 'Family-Based')?.categoryKey).toBe('485-family');
    expect(figureFor(figures, 'Employment-Based')?.categoryKey).toBe('485-employment');
    expect(figureFor(figures, null)?.categoryKey).toBe('485-family');
    expect(figureFor([], null)).toBeUndefined();
  });

  it('is outside normal from the day after its last normal day, not on it', () => {
    // 10.5 months = 320 days (10.5 × 365.25 / 12 = 319.6, rounded).
    const receipt = '2025-11-01';
    const last = lastNormalDay(receipt, 10.5);
    expect(last).toBe('2026-09-17');
    const on = (day: string) => caseProcessing(figure('485-family', 'Family', 10.5), receipt, day).outsideNormal;
    expect(on('2026-09-16')).toBe(false);
    expect(on('2026-09-17')).toBe(false);
    expect(on('2026-09-18')).toBe(true);
    expect(caseProcessing(figure('485-family', 'Family', 10.5), receipt, '2026-09-18')).toMatchObject({
      typicalMonths: 10.5,
      elapsedMonths: 10.5,
    });
    expect(monthsBetween('2026-01-01', '2025-01-01')).toBe(0);
  });

  it("finds the office from the receipt number's prefix", () => {
    expect(officeOfReceipt('MSC2590012345')).toBe('NBC');
    expect(officeOfReceipt('eac2590012345')).toBe('VSC');
    expect(officeOfReceipt('IOE0912345678')).toBeNull();
    expect(officeOfReceipt(null)).toBeNull();
  });
});
