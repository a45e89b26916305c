import { describe, expect, it } from 'vitest';
import { phoneVerificationConfirmSchema, phoneVerificationStartSchema, samePhone, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['+1 (202) 555-0123', '+12025550123'],
    ['202.555.0123', '+12025550123'],
    ['1 202 555 0123', '+12025550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+49 30 901820', '+4930901820'],
    ['  +33-1-23-45-67-89 ', '+33123456789'],
  ])('%s → %s', (input, expected) => expect(toE164(input)).toBe(expected));

  it.each([
    '',
    'call me',
    '+',
    '+0 202 555 0123',
    '555-0123',
    '+1 102 555 0123',
    '+1 202 555 01234',
    '+12345678901234567',
    '+44 20 7946 0958 ext 2',
    '++44 20 7946 0958',
  ])('refuses %j', (input) => expect(toE164(input)).toBeNull());

  it('compares numbers however they were typed', () => {
    expect(samePhone('(202) 555-0123', '+1 202 555 0123')).toBe(true);
    expect(samePhone('(202) 555-0123', '+1 202 555 0124')).toBe(false);
    expect(samePhone('nonsense', 'nonsense')).toBe(false);
  });
});

describe('phone verification inputs', () => {
  it('takes a valid phone and a six-digit code', () => {
    expect(phoneVerificationStartSchema.safeParse({ phone: '+1 202 555 0123' }).success).toBe(true);
    expect(phoneVerificationStartSchema.safeParse({ phone: '12' }).success).toBe(false);
    expect(phoneVerificationStartSchema.safeParse({ phone: 12025550123 }).success).toBe(false);
    expect(phoneVerificationConfirmSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
    for (const code of ['12345', '1234567', 'abcdef', 123456])
      expect(phoneVerificationConfirmSchema.safeParse({ code }).success).toBe(false);
  });
});
