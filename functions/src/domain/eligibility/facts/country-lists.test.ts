import { describe, expect, it } from 'vitest';
import { isCountry } from '../../../shared/reference/countries';
import { DV_EXCLUDED_COUNTRIES, isDvExcluded } from './dv-excluded-countries';
import { E2_TREATY_COUNTRIES, isE2TreatyCountry } from './e2-treaty-countries';

describe.each([
  ['E-2 treaty countries', E2_TREATY_COUNTRIES],
  ['DV excluded countries', DV_EXCLUDED_COUNTRIES],
])('%s', (_name, list) => {
  it('uses names from COUNTRIES, once each, with a checked date and a source', () => {
    expect(list.countries.every((country) => isCountry(country))).toBe(true);
    expect(new Set(list.countries).size).toBe(list.countries.length);
    expect(list.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(list.source.url).toMatch(/^https:\/\/travel\.state\.gov\//);
  });
});

describe('country lookups', () => {
  it('knows E-2 treaty countries', () => {
    expect(isE2TreatyCountry('Japan')).toBe(true);
    expect(isE2TreatyCountry('Portugal')).toBe(true);
    expect(isE2TreatyCountry('India')).toBe(false);
    expect(isE2TreatyCountry('Iran')).toBe(false);
  });

  it('knows DV-2026 exclusions', () => {
    expect(DV_EXCLUDED_COUNTRIES.programYear).toBe('DV-2026');
    expect(isDvExcluded('Nigeria')).toBe(true);
    expect(isDvExcluded('Hong Kong')).toBe(true);
    expect(isDvExcluded('Taiwan')).toBe(false);
    expect(isDvExcluded('Ireland')).toBe(false);
  });
});
