import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { masked, isSensitive } from '../shared/forms/sensitive';
import { seal, unseal } from './sealed-answers';

const KEY = randomBytes(32);

describe('sealed answers', () => {
  it('round-trips an SSN, and never stores it readable', () => {
    const sealed = seal('beneficiary.ssn', '123456789', KEY);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('123456789');
    expect(Buffer.from(sealed.slice(3), 'base64').toString('latin1')).not.toContain('123456789');
    expect(unseal('beneficiary.ssn', sealed, KEY)).toBe('123456789');
  });

  it('seals the same value differently each time (a fresh IV)', () => {
    expect(seal('beneficiary.ssn', '123456789', KEY)).not.toBe(seal('beneficiary.ssn', '123456789', KEY));
  });

  it('refuses a value moved to another question, altered, or opened with another key', () => {
    const sealed = seal('beneficiary.ssn', '123456789', KEY);
    expect(() => unseal('petitioner.ssn', sealed, KEY)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => unseal('beneficiary.ssn', `v1.${bytes.toString('base64')}`, KEY)).toThrow();
    expect(() => unseal('beneficiary.ssn', sealed, randomBytes(32))).toThrow();
    expect(() => unseal('beneficiary.ssn', 'plain', KEY)).toThrow('Not a sealed answer');
  });

  it('names SSNs and A-Numbers as sensitive, wherever they sit, and masks all but the last four digits', () => {
    expect(['beneficiary.ssn', 'petitioner.aNumber', 'beneficiary.child.1.aNumber', 'i-485.pt1.q5.aNumber.0'].every(isSensitive)).toBe(
      true,
    );
    expect(['beneficiary.familyName', 'beneficiary.uscisAccount', 'i-485.pt9.q10'].some(isSensitive)).toBe(false);
    expect(masked('123456789')).toBe('•••••6789');
    expect(masked('123')).toBe('123');
  });
});
