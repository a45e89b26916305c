// The flagged answers: each is a yes/no question the maps ask, cites its ground at an official source, and warns in
// every language; the I-485 Part 9 questions that can bar are all flagged.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/i18n/locale';
import { FORM_MAPS } from '../form-maps';
import { BARS, barWarning } from './bars';

const QUESTIONS = FORM_MAPS.flatMap((map) => map.questions);
const OFFICIAL =
  /^https:\/\/(www\.law\.cornell\.edu\/uscode\/text\/8\/\w+|www\.ecfr\.gov\/current\/title-8\/|www\.uscis\.gov\/policy-manual\/)/;

describe('the answers that can bar the green card', () => {
  it('are yes/no questions of the maps, each with a ground, an official source and the date it was checked', () => {
    for (const [id, bar] of Object.entries(BARS)) {
      expect(QUESTIONS.find((question) => question.id === id)?.type, id).toBe('yes-no');
      expect(bar.ground, id).toMatch(/^(INA §|8 CFR) \d/);
      expect(bar.source, id).toMatch(OFFICIAL);
      expect(bar.checkedOn, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('flag the criminal, security, fraud and unlawful presence questions of I-485 Part 9 on a Yes', () => {
    for (const item of ['22', '24', '26', '36', '42a', '43b', '53b', '68', '70', '75', '76', '78a', '82']) {
      expect(BARS[`i-485.pt9.q${item}`], item).toMatchObject({ risky: true });
    }
    expect(BARS['i-485.pt9.q24']?.ground).toBe('INA § 212(a)(2)(A)(i)');
    // A Yes that only opens follow-ups, or that helps, is not flagged.
    expect(BARS['i-485.pt9.q1']).toBeUndefined();
    expect(BARS['i-485.pt9.q77']).toBeUndefined();
  });

  it('flag a No where the No is the risky answer', () => {
    expect(BARS['i-485.pt9.q20']?.risky).toBe(false);
    expect(BARS['i-485.pt9.q21']?.risky).toBe(false);
    expect(BARS['i-864.filedTaxReturns']?.risky).toBe(false);
  });

  it('warn in plain words in every language, naming the answer and the ground', () => {
    const warnings = LOCALES.map((locale) => barWarning(locale, 'i-485.pt9.q24') ?? '');
    expect(new Set(warnings).size).toBe(LOCALES.length);
    for (const warning of warnings) expect(warning).toContain('INA § 212(a)(2)(A)(i)');
    expect(barWarning('en', 'i-485.pt9.q24')).toMatch(/^Answering Yes here/);
    expect(barWarning('en', 'i-485.pt9.q20')).toMatch(/^Answering No here/);
    expect(barWarning('en', 'i-485.pt9.q1')).toBeNull();
  });
});
