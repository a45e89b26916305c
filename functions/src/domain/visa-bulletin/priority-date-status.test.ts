import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOfCountry, CHARGEABILITY_AREAS, PREFERENCE_CATEGORIES, isFamilyCategory } from '../../shared/visa-bulletin/visa-bulletin';
import { parseVisaBulletin } from './parse-bulletin';
import { cellFor, describeDistance, standingOn } from './priority-date-status';
import { LOCALES } from '../../shared/i18n/locale';
import { render, renderEnglish } from '../i18n/render';

const JULY = parseVisaBulletin(readFileSync(join(__dirname, '../../../../tests/fixtures/visa-bulletin/july-2026.html'), 'utf8'));
const FA = JULY.charts.finalAction;
const DF = JULY.charts.datesForFiling;

/** A country for each printed column (ALL: a country the bulletin does not list). */
const COUNTRY_OF = { ALL: 'Brazil', CHINA: 'China', INDIA: 'India', MEXICO: 'Mexico', PHILIPPINES: 'Philippines' } as const;

describe('standingOn: every category and chargeability of the July 2026 charts', () => {
  for (const chartName of ['finalAction', 'datesForFiling'] as const) {
    const chart = JULY.charts[chartName];
    for (const category of PREFERENCE_CATEGORIES) {
      for (const [area, country] of Object.entries(COUNTRY_OF)) {
        it(`${chartName} ${category} ${area}`, () => {
          const cell = (isFamilyCategory(category) ? chart.family : chart.employment)[category]?.[area as keyof typeof COUNTRY_OF];
          expect(cell).toBeDefined();
          if (!cell) return;
          if (cell.kind === 'current') {
            expect(standingOn(chart, '2026-07-01', category, country)).toMatchObject({ status: 'current', cutoff: null });
          } else if (cell.kind === 'unavailable') {
            expect(standingOn(chart, '1990-01-01', category, country)).toMatchObject({ status: 'unavailable' });
          } else {
            // The day before the cut-off is current; the cut-off itself and the day after are not.
            const before = new Date(Date.parse(`${cell.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
            const after = new Date(Date.parse(`${cell.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
            expect(standingOn(chart, before, category, country)).toMatchObject({ status: 'current', cutoff: cell.date });
            expect(standingOn(chart, cell.date, category, country)).toMatchObject({
              status: 'not-current',
              cutoff: cell.date,
              daysToGo: 1,
            });
            expect(standingOn(chart, after, category, country)).toMatchObject({ status: 'not-current', daysToGo: 2 });
          }
        });
      }
    }
  }
});

describe('standingOn: named cases', () => {
  it('C is current whatever the priority date', () => {
    expect(standingOn(FA, '2026-06-30', 'EB1', 'Mexico').status).toBe('current');
    expect(standingOn(DF, '2026-06-30', 'F2A', 'India').status).toBe('current');
  });

  it('U is unavailable even for an old priority date', () => {
    expect(standingOn(FA, '2001-01-01', 'EB2', 'India')).toEqual({ status: 'unavailable', cutoff: null, daysToGo: null, distance: null });
    expect(standingOn(FA, '2001-01-01', 'EB5-UNRESERVED', 'India').status).toBe('unavailable');
  });

  it('a priority date equal to the cut-off is NOT current', () => {
    expect(standingOn(FA, '2018-02-01', 'F1', 'India').status).toBe('not-current');
    expect(standingOn(FA, '2018-01-31', 'F1', 'India').status).toBe('current');
  });

  it('how far: days and words', () => {
    // F4 India cut-off 01NOV06; a priority date of 2010-01-15 is 3 years 2 months (and some days) behind it.
    expect(standingOn(FA, '2010-01-15', 'F4', 'India')).toEqual({
      status: 'not-current',
      cutoff: '2006-11-01',
      daysToGo: 1172,
      distance: { key: 'visa-bulletin:distanceYearsMonths', params: { years: 3, months: 2 } },
    });
    const words = (from: string, to: string) => renderEnglish(describeDistance(from, to));
    expect(words('2006-11-01', '2010-01-15')).toBe('about 3 years 2 months');
    expect(words('2024-08-01', '2024-12-20')).toBe('about 4 months');
    expect(words('2024-08-01', '2024-08-12')).toBe('about 11 days');
    expect(words('2024-08-01', '2024-08-01')).toBe('about 1 day');
    expect(words('2020-01-31', '2021-01-30')).toBe('about 11 months');
    expect(words('2020-01-01', '2022-01-01')).toBe('about 2 years');
  });

  it("writes the distance in the reader's language", () => {
    const distance = describeDistance('2006-11-01', '2010-01-15');
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, render(locale, distance)]))).toEqual({
      en: 'about 3 years 2 months',
      es: 'unos 3 años y 2 meses',
      fr: 'environ 3 ans et 2 mois',
      de: 'etwa 3 Jahre und 2 Monate',
    });
    expect(render('es', describeDistance('2024-08-01', '2024-08-01'))).toBe('un día');
  });

  it('an unlisted or unknown country reads the ALL column', () => {
    // F4: ALL 01JAN09, India 01NOV06.
    expect(standingOn(FA, '2008-06-01', 'F4', 'Brazil').status).toBe('current');
    expect(standingOn(FA, '2008-06-01', 'F4', 'Atlantis').status).toBe('current');
    expect(standingOn(FA, '2008-06-01', 'F4', null).status).toBe('current');
    expect(standingOn(FA, '2008-06-01', 'F4', 'India').status).toBe('not-current');
    // Hong Kong and Taiwan are not mainland China: EB-1 ALL is C, China 01JUN23.
    expect(standingOn(FA, '2025-01-01', 'EB1', 'Hong Kong').status).toBe('current');
    expect(standingOn(FA, '2025-01-01', 'EB1', 'Taiwan').status).toBe('current');
    expect(standingOn(FA, '2025-01-01', 'EB1', 'China').status).toBe('not-current');
  });

  it('El Salvador, Guatemala and Honduras read ALL when the chart has no column for them', () => {
    expect(areaOfCountry('Honduras')).toBe('EL-SALVADOR-GUATEMALA-HONDURAS');
    expect(cellFor(FA, 'EB4', 'EL-SALVADOR-GUATEMALA-HONDURAS')).toEqual({ kind: 'date', date: '2022-09-15' });
  });

  it('maps the listed countries', () => {
    expect(CHARGEABILITY_AREAS.map((a) => a)).toContain('ALL');
    expect(['China', 'India', 'Mexico', 'Philippines', 'Vietnam', 'Germany', ''].map(areaOfCountry)).toEqual([
      'CHINA',
      'INDIA',
      'MEXICO',
      'PHILIPPINES',
      'VIETNAM',
      'ALL',
      'ALL',
    ]);
  });

  it('a category the chart has no row for is unavailable', () => {
    expect(standingOn({ family: {}, employment: {} }, '2020-01-01', 'EB5-RURAL', 'India').status).toBe('unavailable');
  });
});
