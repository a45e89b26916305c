import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, MRZ_NATIONALITY_CODES, countryOfMrzCode } from './country-codes';
import { COUNTRIES } from './countries';

describe('the country codes', () => {
  it('give every country a current ISO code, each used once', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const codes = COUNTRIES.map((country) => COUNTRY_CODES[country]);
    expect(new Set(codes).size).toBe(COUNTRIES.length);
    // Withdrawn codes (East Germany's DD, Rhodesia's RH) must not stand in for today's countries.
    for (const withdrawn of ['DD', 'CS', 'NH', 'VD', 'YD', 'RH']) expect(codes).not.toContain(withdrawn);
    for (const code of codes) expect(names.of(code), code).toBeDefined();
  });

  it("read a passport's nationality code back to the country, for every country", () => {
    for (const country of COUNTRIES) expect(countryOfMrzCode(MRZ_NATIONALITY_CODES[country])).toBe(country);
    expect(countryOfMrzCode(' usa ')).toBe('United States');
    expect(countryOfMrzCode('DEU')).toBeUndefined();
  });
});
