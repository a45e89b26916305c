import { describe, expect, it } from 'vitest';
import { addMonths, readFormEdition } from './checks';
import { FORM_EDITIONS } from './facts/form-editions';

describe('addMonths', () => {
  it.each([
    ['2026-11-22', 6, '2027-05-22'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2028-08-31', 6, '2029-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-01-15', -2, '2025-11-15'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('readFormEdition', () => {
  it('reads the edition from the footer that names the form, before any other edition date', () => {
    const text = 'Instructions Edition 01/01/20\nPetition for Alien Relative\nForm I-130   Edition   02/28/23   Page 1 of 12';
    expect(readFormEdition(text, 'I-130')).toEqual({ date: '2023-02-28', printed: '02/28/23' });
  });

  it('prefers the footer of its own form to an I-130A one, falls back to any edition date, and refuses impossible dates', () => {
    expect(readFormEdition('Form I-130A Edition 02/28/23\nForm I-130 Edition 04/01/24', 'I-130')).toEqual({
      date: '2024-04-01',
      printed: '04/01/24',
    });
    expect(readFormEdition('Form I-130A Edition 02/28/23\nForm I-130 Edition 04/01/24', 'I-130A')).toEqual({
      date: '2023-02-28',
      printed: '02/28/23',
    });
    expect(readFormEdition('Edition Date 04/01/24', 'I-864')).toEqual({ date: '2024-04-01', printed: '04/01/24' });
    expect(readFormEdition('Form I-130 Edition 13/45/24', 'I-130')).toBeNull();
    expect(readFormEdition('no edition here', 'I-130')).toBeNull();
  });
});

describe('FORM_EDITIONS', () => {
  it('gives every form an MM/DD/YY edition, a uscis.gov source and the date it was checked', () => {
    for (const entry of FORM_EDITIONS) {
      expect(entry.current).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
      expect(entry.source).toMatch(/^https:\/\/www\.uscis\.gov\//);
      expect(['2026-11-22', '2026-11-29']).toContain(entry.checkedOn);
      if (entry.kind) expect(entry.kind).toBe(`form-${entry.form.toLowerCase()}`);
    }
  });
});
