import { describe, expect, it } from 'vitest';
import { fill, translate, translateLabel, translateLocalTime } from './translate';

describe('translate', () => {
  it('leaves English exactly as the code wrote it', () => {
    expect(translate('en', 'Case submitted')).toBe('Case submitted');
    expect(translate('en', 'Something nobody translated')).toBe('Something nobody translated');
  });

  it('keeps a text its catalog has no entry for (timeline entries are keyed Messages now)', () => {
    expect(translate('es', 'Case submitted')).toBe('Case submitted');
  });
});

describe('fill and translateLabel', () => {
  it('leaves a placeholder without a value as written', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('looks labels up by their English', () => {
    expect(translateLabel('fr', 'Date of birth')).toBe('Date de naissance');
    expect(translateLabel('es', 'date of birth')).toBe('fecha de nacimiento');
    expect(translateLabel('de', 'Unknown label')).toBe('Unknown label');
  });
});

describe('translateLocalTime', () => {
  it("writes an appointment's time the locale's way and keeps its zone", () => {
    expect(translateLocalTime('es', 'Tue, Mar 3, 2026 9:05 AM EST')).toBe('mar, 3 mar 2026, 9:05 EST');
    expect(translateLocalTime('de', 'Fri, Dec 18, 2026 12:30 PM GMT+5:30')).toBe('Fr., 18. Dez. 2026, 12:30 GMT+5:30');
    expect(translateLocalTime('fr', 'not a time')).toBe('not a time');
  });
});
