import { describe, expect, it } from 'vitest';
import { newCardSchema } from './card-schema';
import { renderIssue } from '../../domain/i18n/render';

const NOW = new Date('2026-06-15T00:00:00Z');
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2029, holder: 'Ann Lee' };

function fields(input: Record<string, unknown>): Record<string, string> | { card: unknown } {
  const result = newCardSchema(() => NOW).safeParse({ ...CARD, ...input });
  if (result.success) return { card: result.data };
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), renderIssue('en', issue)]));
}

describe('expiry month and year', () => {
  it.each([12, '12', '07', '7'])('takes the month %j', (expMonth) => {
    expect(fields({ expMonth })).toMatchObject({ card: { expMonth: Number(expMonth) } });
  });

  it.each([2029, 29, '2029', '29'])('takes the year %j', (expYear) => {
    expect(fields({ expYear })).toMatchObject({ card: { expYear: 2029 } });
  });

  it.each([
    [[12], 'Must be a number'],
    [true, 'Must be a number'],
    [null, 'Must be a number'],
    [{ month: 12 }, 'Must be a number'],
    ['0x0C', 'Month must be 1 or 2 digits'],
    ['1e1', 'Month must be 1 or 2 digits'],
    [' 12', 'Month must be 1 or 2 digits'],
    ['012', 'Month must be 1 or 2 digits'],
    ['', 'Month must be 1 or 2 digits'],
    ['１２', 'Month must be 1 or 2 digits'], // full-width digits
    [12.5, 'Must be a whole number'],
    [0, 'Month must be 1 to 12'],
    ['13', 'Month must be 1 to 12'],
  ])('refuses the month %j', (expMonth, message) => {
    expect(fields({ expMonth })).toEqual({ expMonth: message });
  });

  it.each([
    [[2029], 'Must be a number'],
    [false, 'Must be a number'],
    ['029', 'Year must be 2 or 4 digits'],
    ['0x7ED', 'Year must be 2 or 4 digits'],
    ['2029.0', 'Year must be 2 or 4 digits'],
    [2029.5, 'Must be a whole number'],
    [10000, 'Enter a valid year'],
  ])('refuses the year %j', (expYear, message) => {
    expect(fields({ expYear })).toEqual({ expYear: message });
  });
});

describe('cardholder name', () => {
  it.each([
    ['Ann\u0000Lee', 'Cardholder name cannot contain control characters'],
    ['Ann \ud800', 'Cardholder name contains a broken character (a lone UTF-16 surrogate)'],
    ['\u200B\u200B', 'Cardholder name needs visible characters, not only spaces or invisible ones'],
    ['Ann\nLee', 'Cardholder name must be a single line, without tabs'],
  ])('refuses %j', (holder, message) => {
    expect(fields({ holder })).toEqual({ holder: message });
  });

  it('keeps accents, in NFC', () => {
    expect(fields({ holder: 'Zoe\u0308 Mu\u0308ller' })).toMatchObject({ card: { holder: 'Zoë Müller' } });
  });
});
