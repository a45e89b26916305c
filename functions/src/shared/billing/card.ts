// Card checks for adding a payment method. Pure, with no Node APIs, so the web form can share them.

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Diners Club' | 'JCB' | 'UnionPay' | 'Card';

/** Digits only: people type spaces and dashes between the groups. */
export const normalizeCardNumber = (input: string): string => input.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const prefix = (digits: string, length: number) => Number(digits.slice(0, length));
const between = (value: number, low: number, high: number) => value >= low && value <= high;

/** The brand from the issuer prefix (IIN ranges); 'Card' when no known network matches. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (between(prefix(digits, 2), 51, 55) || between(prefix(digits, 4), 2221, 2720)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65)/.test(digits) || between(prefix(digits, 3), 644, 649) || between(prefix(digits, 6), 622126, 622925)) return 'Discover';
  if (between(prefix(digits, 3), 300, 305) || /^3[689]/.test(digits)) return 'Diners Club';
  if (between(prefix(digits, 4), 3528, 3589)) return 'JCB';
  if (/^62/.test(digits)) return 'UnionPay';
  return 'Card';
}

/** Valid lengths per brand; unknown brands get the ISO range. */
export function validLength(brand: CardBrand, digits: string): boolean {
  const n = digits.length;
  switch (brand) {
    case 'American Express':
      return n === 15;
    case 'Visa':
      return n === 13 || n === 16 || n === 19;
    case 'Mastercard':
      return n === 16;
    case 'Diners Club':
      return n >= 14 && n <= 19;
    default:
      return n >= 12 && n <= 19;
  }
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** Two-digit years ("29") mean this century. */
export const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

export const cvcLength = (brand: CardBrand): number => (brand === 'American Express' ? 4 : 3);
