import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@shared/reference/countries';
import { countryLabel, countryOptions } from './country-names';

describe('country names', () => {
  it('keeps the State Department names in English', () => {
    expect(countryLabel('Burma', 'en')).toBe('Burma');
    expect(countryOptions('en').map((o) => o.value)).toEqual([...COUNTRIES]);
  });

  it('names every country in Spanish, French and German, and sorts by the translated name', () => {
    expect(countryLabel('Germany', 'es')).toBe('Alemania');
    expect(countryLabel('United States', 'fr')).toBe('États-Unis');
    expect(countryLabel('Mexico', 'de')).toBe('Mexiko');
    for (const locale of ['es', 'fr', 'de'] as const) {
      const options = countryOptions(locale);
      expect(options).toHaveLength(COUNTRIES.length);
      // Many names are the same in English (Canada, Japan), but most are not: a missing translation would show here.
      expect(options.filter((o) => o.label === o.value).length).toBeLessThan(COUNTRIES.length / 2);
      expect(options.find((o) => o.value === 'Germany')?.label).not.toBe('Germany');
    }
    const spanish = countryOptions('es').map((o) => o.label);
    expect(spanish.indexOf('Alemania')).toBeLessThan(spanish.indexOf('Argentina'));
  });

  it('leaves a name the list does not have as it is', () => {
    expect(countryLabel('Atlantis', 'de')).toBe('Atlantis');
  });
});
