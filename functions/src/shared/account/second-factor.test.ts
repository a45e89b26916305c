import { describe, expect, it } from 'vitest';
import { phoneEnding, secondFactorPhoneSchema, verificationCodeSchema } from './second-factor';

describe('second-factor input', () => {
  it('accepts a number with its country code, as people write it', () => {
    expect(secondFactorPhoneSchema.parse('+1 (555) 123-4567')).toBe('+15551234567');
    expect(secondFactorPhoneSchema.parse('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses a number without a country code, with letters, or too long', () => {
    for (const typed of ['555 123 4567', '+1 555 CALL NOW', '+0 555 123 4567', '+1234567890123456', '']) {
      expect(secondFactorPhoneSchema.safeParse(typed).success, typed).toBe(false);
    }
  });

  it('accepts six digits only, spaces aside', () => {
    expect(verificationCodeSchema.parse(' 123 456 ')).toBe('123456');
    for (const typed of ['12345', '1234567', 'abcdef', '']) expect(verificationCodeSchema.safeParse(typed).success, typed).toBe(false);
  });

  it('names a phone by its last digits, masked or not', () => {
    expect(phoneEnding('+15551234567')).toBe('4567');
    expect(phoneEnding('+*******4567')).toBe('4567');
    expect(phoneEnding(null)).toBeNull();
    expect(phoneEnding('no digits')).toBeNull();
  });
});
